import { createHash } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { imageUrl } from '../shared/placeholder-image';
import type { SpotifyItemType, SpotifyTrack, SpotifyUser } from '../state/state.types';
import type { PlaybackView } from './spotify.service';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A stable 22-char base62 Spotify id for a name (artists and albums have ids too). */
function idFor(name: string): string {
  const bytes = createHash('sha256').update(name).digest();
  return [...bytes.subarray(0, 22)].map((b) => BASE62[b % 62]).join('');
}

function apiBase(ctx: EmulatorContext): string {
  return `${ctx.config.publicUrl}/spotify/api/v1`;
}

function link(kind: string, id: string) {
  return { spotify: `https://open.spotify.com/${kind}/${id}` };
}

/** `GET /v1/me` (docs/platforms/spotify.md A5). Deprecated fields (email, country, product) are left out. */
export function meView(ctx: EmulatorContext, user: SpotifyUser) {
  return {
    id: user.id,
    account_id: user.account_id,
    display_name: user.display_name,
    images: [
      { url: imageUrl(ctx.config.publicUrl, user.display_name, 300), height: 300, width: 300 },
      { url: imageUrl(ctx.config.publicUrl, user.display_name, 64), height: 64, width: 64 },
    ],
    external_urls: link('user', user.id),
    href: `${apiBase(ctx)}/users/${user.id}`,
    type: 'user',
    uri: `spotify:user:${user.id}`,
  };
}

/** A `TrackObject` with album art widest first (docs/platforms/spotify.md A6). */
export function trackView(ctx: EmulatorContext, track: SpotifyTrack) {
  const artists = track.artists.map((name) => {
    const id = idFor(`artist:${name}`);
    return {
      external_urls: link('artist', id),
      href: `${apiBase(ctx)}/artists/${id}`,
      id,
      name,
      type: 'artist',
      uri: `spotify:artist:${id}`,
    };
  });
  const albumId = idFor(`album:${track.album}`);
  return {
    album: {
      album_type: 'album',
      total_tracks: 10,
      external_urls: link('album', albumId),
      href: `${apiBase(ctx)}/albums/${albumId}`,
      id: albumId,
      images: [640, 300, 64].map((size) => ({
        url: imageUrl(ctx.config.publicUrl, track.album, size),
        height: size,
        width: size,
      })),
      name: track.album,
      release_date: '2024-05-17',
      release_date_precision: 'day',
      type: 'album',
      uri: `spotify:album:${albumId}`,
      artists,
    },
    artists,
    disc_number: 1,
    duration_ms: track.duration_ms,
    explicit: track.explicit,
    external_ids: {},
    external_urls: link('track', track.id),
    href: `${apiBase(ctx)}/tracks/${track.id}`,
    id: track.id,
    is_local: false,
    is_playable: true,
    name: track.name,
    popularity: 50,
    preview_url: null,
    track_number: 1,
    type: 'track',
    uri: `spotify:track:${track.id}`,
  };
}

/** What kind of item this is (older state files have no `type`: tracks). */
export function itemType(track: SpotifyTrack): SpotifyItemType {
  return track.type ?? 'track';
}

/**
 * A local file's `TrackObject`: no Spotify ids, no links, no album art, and a `spotify:local:`
 * URI built from its tags (the known cause of overlays that kept the previous cover, A6).
 */
export function localTrackView(track: SpotifyTrack) {
  const enc = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');
  const artists = track.artists.map((name) => ({
    external_urls: {},
    href: null,
    id: null,
    name,
    type: 'artist',
    uri: `spotify:artist:${enc(name)}`,
  }));
  return {
    album: {
      album_type: null,
      total_tracks: 0,
      available_markets: [],
      external_urls: {},
      href: null,
      id: null,
      images: [],
      name: track.album,
      release_date: null,
      release_date_precision: null,
      type: 'album',
      uri: null,
      artists: [],
    },
    artists,
    available_markets: [],
    disc_number: 0,
    duration_ms: track.duration_ms,
    explicit: false,
    external_ids: {},
    external_urls: {},
    href: null,
    id: null,
    is_local: true,
    name: track.name,
    popularity: 0,
    preview_url: null,
    track_number: 0,
    type: 'track',
    uri: `spotify:local:${enc(track.artists.join(', '))}:${enc(track.album)}:${enc(track.name)}:${Math.round(track.duration_ms / 1000)}`,
  };
}

/** An `EpisodeObject` with its show, images widest first (A6: `item.images`, `item.show.name`). */
export function episodeView(ctx: EmulatorContext, episode: SpotifyTrack) {
  const show = episode.show ?? 'Podcast';
  const showId = idFor(`show:${show}`);
  const images = (name: string) =>
    [640, 300, 64].map((size) => ({
      url: imageUrl(ctx.config.publicUrl, name, size),
      height: size,
      width: size,
    }));
  return {
    audio_preview_url: null,
    description: `${episode.name}, from ${show}.`,
    html_description: `<p>${episode.name}, from ${show}.</p>`,
    duration_ms: episode.duration_ms,
    explicit: episode.explicit,
    external_urls: link('episode', episode.id),
    href: `${apiBase(ctx)}/episodes/${episode.id}`,
    id: episode.id,
    images: images(show),
    is_externally_hosted: false,
    is_playable: true,
    languages: ['en'],
    name: episode.name,
    release_date: '2026-10-02',
    release_date_precision: 'day',
    resume_point: { fully_played: false, resume_position_ms: 0 },
    type: 'episode',
    uri: `spotify:episode:${episode.id}`,
    show: {
      available_markets: [],
      copyrights: [],
      description: `${show}: conversations about streaming.`,
      explicit: false,
      external_urls: link('show', showId),
      href: `${apiBase(ctx)}/shows/${showId}`,
      id: showId,
      images: images(show),
      is_externally_hosted: false,
      languages: ['en'],
      media_type: 'audio',
      name: show,
      publisher: 'Kyo Demo',
      total_episodes: 12,
      type: 'show',
      uri: `spotify:show:${showId}`,
    },
  };
}

/**
 * The `item` Spotify sends for what plays: a track, an episode only when the caller asked for
 * episodes (`additional_types=episode`, web-api#1496), never anything for an ad.
 */
function itemView(ctx: EmulatorContext, track: SpotifyTrack, episodes: boolean) {
  switch (itemType(track)) {
    case 'ad':
      return null;
    case 'episode':
      return episodes ? episodeView(ctx, track) : null;
    default:
      return track.is_local ? localTrackView(track) : trackView(ctx, track);
  }
}

export interface ViewOptions {
  /** `additional_types` included `episode`. */
  episodes: boolean;
}

/** `CurrentlyPlayingContextObject` (docs/platforms/spotify.md A6). */
export function currentlyPlayingView(
  ctx: EmulatorContext,
  playback: PlaybackView,
  options: ViewOptions,
) {
  const type = itemType(playback.track);
  const disallows: Record<string, boolean> = playback.is_playing
    ? { resuming: true }
    : { pausing: true };
  // Ads cannot be skipped or seeked.
  if (type === 'ad') Object.assign(disallows, { skipping_next: true, seeking: true });
  return {
    timestamp: playback.timestamp,
    context: null,
    progress_ms: playback.progress_ms,
    item: itemView(ctx, playback.track, options.episodes),
    currently_playing_type: type,
    actions: { disallows },
    is_playing: playback.is_playing,
  };
}

/** `GET /v1/me/player`: the same plus device, shuffle and repeat state. */
export function playerView(ctx: EmulatorContext, playback: PlaybackView, options: ViewOptions) {
  return {
    device: {
      id: idFor(`device:${playback.device_name}`),
      is_active: true,
      is_private_session: false,
      is_restricted: false,
      name: playback.device_name,
      type: 'Computer',
      volume_percent: 70,
      supports_volume: true,
    },
    shuffle_state: false,
    smart_shuffle: false,
    repeat_state: 'off',
    ...currentlyPlayingView(ctx, playback, options),
  };
}
