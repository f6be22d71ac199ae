/**
 * What a viewer typed after `!sr` (or as a channel-point reward's text), read without asking
 * Spotify: a track link, a `spotify:track:` URI, a bare track id, or words to search for.
 * Zod-free, so the dashboard's forms (banned tracks) read links exactly as the server does.
 */
export type SongQuery =
  | { kind: 'track'; id: string }
  | { kind: 'search'; text: string }
  | { kind: 'refused'; reason: SongQueryRefusal };

/**
 * `empty`: nothing after the command; `podcast`: an episode or show (Kyo queues music only);
 * `not_track`: an album, playlist or artist; `short_link`: a spotify.link short link (it hides
 * the track behind a redirect we do not follow); `other_link`: a link that is not Spotify's;
 * `too_long`: more than SONG_QUERY_MAX characters.
 */
export type SongQueryRefusal =
  'empty' | 'podcast' | 'not_track' | 'short_link' | 'other_link' | 'too_long';

/** A search longer than this is not a song title (Spotify's own limit on `q` is far higher). */
export const SONG_QUERY_MAX = 200;

/** Spotify ids are 22 base-62 characters (docs/platforms/spotify.md A6). */
const TRACK_ID = /^[0-9A-Za-z]{22}$/;
const URI = /^spotify:(track|episode|show|album|playlist|artist|user|local):?(.*)$/i;
const OPEN_LINK =
  /^(?:https?:\/\/)?(?:open|play)\.spotify\.com\/(?:intl-[a-z]{2}(?:-[a-z]{2,4})?\/)?(?:embed\/)?([a-z]+)\/([^/?#\s]+)/i;
const SHORT_LINK = /^(?:https?:\/\/)?(?:spotify\.link|spoti\.fi)\//i;
const ANY_LINK = /^(?:https?:\/\/|www\.)\S+/i;

const kindOf = (type: string): SongQuery => {
  const t = type.toLowerCase();
  return {
    kind: 'refused',
    reason: t === 'episode' || t === 'show' ? 'podcast' : 'not_track',
  };
};

export function isSpotifyTrackId(value: string): boolean {
  return TRACK_ID.test(value);
}

/** Reads a request: a link or URI names its track; anything else is searched as typed. */
export function parseSongQuery(input: string): SongQuery {
  // Chat text may carry invisible format characters (Kick's mobile apps add some): not the query.
  const text = input
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .trim()
    .replace(/\s+/g, ' ');
  if (text === '') return { kind: 'refused', reason: 'empty' };
  if ([...text].length > SONG_QUERY_MAX) return { kind: 'refused', reason: 'too_long' };
  const first = text.split(' ')[0]!;
  const uri = URI.exec(first);
  if (uri) {
    const type = uri[1]!.toLowerCase();
    if (type !== 'track') return kindOf(type);
    const id = uri[2]!;
    return TRACK_ID.test(id) ? { kind: 'track', id } : { kind: 'refused', reason: 'not_track' };
  }
  const link = OPEN_LINK.exec(first);
  if (link) {
    const type = link[1]!.toLowerCase();
    if (type !== 'track') return kindOf(type);
    const id = link[2]!;
    return TRACK_ID.test(id) ? { kind: 'track', id } : { kind: 'refused', reason: 'not_track' };
  }
  if (SHORT_LINK.test(first)) return { kind: 'refused', reason: 'short_link' };
  if (ANY_LINK.test(first)) return { kind: 'refused', reason: 'other_link' };
  if (TRACK_ID.test(text) && /\d/.test(text) && /[A-Z]/.test(text) && /[a-z]/.test(text))
    return { kind: 'track', id: text };
  return { kind: 'search', text };
}

/** How a track reads in chat and on the page: `Title – Artist, Artist`. */
export function trackLabel(track: { title: string; artists: string }): string {
  return track.artists ? `${track.title} – ${track.artists}` : track.title;
}

/** `3:07` from milliseconds. */
export function formatTrackLength(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
