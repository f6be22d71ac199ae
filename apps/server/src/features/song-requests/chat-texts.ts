import {
  formatMessage,
  type Language,
  type SongQueryRefusal,
  type SpotifyPlayerProblem,
  type TextTemplate,
} from '@kyo/contracts';
import type { Refusal } from './rules';

/**
 * What the bot says about song requests, in the channel's language (the account's: English or
 * Turkish). Titles and names are data: they go into the text as they are, quoted.
 */
export interface SongTexts {
  queued(p: { name: string; title: string; position: number; minutes: number | null }): string;
  awaitingApproval(p: { name: string; title: string }): string;
  refused(name: string, refusal: Refusal): string;
  unreadable(name: string, reason: SongQueryRefusal): string;
  notFound(name: string, text: string): string;
  spotifyMissing(name: string): string;
  spotifyDown(name: string): string;
  off(name: string): string;
  removed(name: string, title: string): string;
  removedSkipLater(name: string, title: string): string;
  nothingOfYours(name: string): string;
  queueEmpty(): string;
  queue(entries: Array<{ title: string; requester: string }>, more: number): string;
  when(p: { name: string; title: string; position: number; minutes: number | null }): string;
  playingNow(name: string, title: string): string;
  skipped(title: string): string;
  /** Spotify skipped, but Kyo had not heard what played. */
  skippedSong(): string;
  nothingToSkip(): string;
  skipFailed(problem: SpotifyPlayerProblem): string;
  cleared(count: number, handedStays: boolean): string;
  voteSkipOff(): string;
  votes(p: { votes: number; needed: number }): string;
  votePassed(title: string): string;
  notice(problem: SpotifyPlayerProblem): string;
  /** `!song`'s addition when a request plays. */
  requestedBy(name: string): string;
}

type Values = Readonly<Record<string, string | number>>;

/** Each language's texts, built once from the catalogue's templates. */
const built = new Map<Language, SongTexts>();

export function songTexts(language: Language): SongTexts {
  let texts = built.get(language);
  if (!texts) built.set(language, (texts = build(language)));
  return texts;
}

/**
 * The texts are the contracts' catalogue (`messages/tr/chat.ts`): each English template here, its
 * Turkish there. A variant (a wait in minutes, one song or several) is a template of its own.
 */
function build(language: Language): SongTexts {
  const say = (template: TextTemplate, values: Values = {}) =>
    formatMessage(template, values, language);
  const notice = (problem: SpotifyPlayerProblem): string => {
    switch (problem) {
      case 'no_device':
        return say('Song requests wait: Spotify has no active device.');
      case 'not_premium':
        return say("Song requests need Spotify Premium on the streamer's account.");
      case 'rate_limited':
        return say('Spotify asks Kyo to wait: the next request plays a little later.');
      case 'missing_scope':
      case 'needs_reconnect':
        return say('Song requests are paused until the streamer reconnects Spotify.');
      case 'not_connected':
        return say('Song requests need Spotify connected to Kyo.');
      case 'did_not_start':
        return say('Spotify did not start the requested song: Kyo will hand it over again.');
      default:
        return say('Spotify is not answering: song requests go on when it does.');
    }
  };
  return {
    queued: ({ name, title, position, minutes }) =>
      minutes === null
        ? say('@{name} queued "{title}" at #{position}.', { name, title, position })
        : say('@{name} queued "{title}" at #{position} (in about {minutes} min).', {
            name,
            title,
            position,
            minutes,
          }),
    awaitingApproval: ({ name, title }) =>
      say('@{name} "{title}" waits for a moderator\'s approval.', { name, title }),
    refused: (name, r) => {
      switch (r.reason) {
        case 'off':
          return say('@{name} song requests are off right now.', { name });
        case 'audience':
          return r.audience === 'followers'
            ? say('@{name} song requests are for followers.', { name })
            : r.audience === 'subscribers'
              ? say('@{name} song requests are for subscribers.', { name })
              : say('@{name} song requests are for VIPs and chosen badges.', { name });
        case 'active_limit':
          return r.max === 1
            ? say('@{name} you already have a song in the queue.', { name })
            : say('@{name} you already have {max} songs in the queue.', { name, max: r.max });
        case 'user_cooldown':
          return say('@{name} you can request again in {seconds} s.', {
            name,
            seconds: r.seconds,
          });
        case 'global_cooldown':
          return say('@{name} the next request can be made in {seconds} s.', {
            name,
            seconds: r.seconds,
          });
        case 'too_long':
          return say('@{name} that song is longer than {minutes} min.', {
            name,
            minutes: Math.round(r.maxSeconds / 60),
          });
        case 'explicit':
          return say('@{name} explicit songs are not allowed here.', { name });
        case 'banned_track':
          return say('@{name} that song is not allowed here.', { name });
        case 'banned_artist':
          return say('@{name} songs by {artist} are not allowed here.', { name, artist: r.artist });
        case 'queue_full':
          return say('@{name} the queue is full ({max} songs).', { name, max: r.max });
        case 'duplicate':
          return say('@{name} that song is already in the queue at #{position}.', {
            name,
            position: r.position,
          });
      }
    },
    unreadable: (name, reason) => {
      switch (reason) {
        case 'empty':
          return say('@{name} usage: !sr song name, or a Spotify song link.', { name });
        case 'podcast':
          return say('@{name} only songs can be requested, not podcasts.', { name });
        case 'not_track':
          return say("@{name} send one song's link, not an album, playlist or artist.", { name });
        case 'short_link':
          return say("@{name} short spotify.link links cannot be read: use the song's full link.", {
            name,
          });
        case 'other_link':
          return say('@{name} only Spotify links (or a song name) work.', { name });
        case 'too_long':
          return say('@{name} that is too long for a song name.', { name });
      }
    },
    notFound: (name, text) => say('@{name} no song found for "{text}".', { name, text }),
    spotifyMissing: (name) => say('@{name} song requests need Spotify connected to Kyo.', { name }),
    spotifyDown: (name) =>
      say('@{name} Spotify is not answering right now, try again in a moment.', { name }),
    off: (name) => say('@{name} song requests are off right now.', { name }),
    removed: (name, title) => say('@{name} removed "{title}".', { name, title }),
    removedSkipLater: (name, title) =>
      say('@{name} "{title}" is already with Spotify: it is skipped as soon as it starts.', {
        name,
        title,
      }),
    nothingOfYours: (name) => say('@{name} you have no song waiting.', { name }),
    queueEmpty: () => say('The song queue is empty: request one with !sr.'),
    queue: (entries, more) => {
      const list = entries.map((e, i) => `${i + 1}. ${e.title} (${e.requester})`).join(' · ');
      return more > 0
        ? say('Next: {list} · and {more} more', { list, more })
        : say('Next: {list}', { list });
    },
    when: ({ name, title, position, minutes }) =>
      position === 1
        ? minutes === null
          ? say('@{name} "{title}" plays next.', { name, title })
          : say('@{name} "{title}" plays next (in about {minutes} min).', { name, title, minutes })
        : minutes === null
          ? say('@{name} "{title}" is #{position}.', { name, title, position })
          : say('@{name} "{title}" is #{position} (in about {minutes} min).', {
              name,
              title,
              position,
              minutes,
            }),
    playingNow: (name, title) => say('@{name} "{title}" is playing now.', { name, title }),
    skipped: (title) => say('Skipped "{title}".', { title }),
    skippedSong: () => say('Skipped the song.'),
    nothingToSkip: () => say('Nothing is playing to skip.'),
    skipFailed: (problem) => say('Could not skip: {problem}', { problem: notice(problem) }),
    cleared: (count, handedStays) => {
      const cleared =
        count === 1
          ? say('Cleared {count} song request.', { count })
          : say('Cleared {count} song requests.', { count });
      return handedStays ? `${cleared} ${say('The next one is already with Spotify.')}` : cleared;
    },
    voteSkipOff: () => say('Vote skipping is off.'),
    votes: ({ votes, needed }) => say('Vote to skip: {votes}/{needed}.', { votes, needed }),
    votePassed: (title) => say('Vote passed: skipping "{title}".', { title }),
    notice,
    requestedBy: (name) => ` ${say('(requested by @{name})', { name })}`,
  };
}
