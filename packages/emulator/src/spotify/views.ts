import { createHash } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { imageUrl } from '../shared/placeholder-image';
import type { SpotifyTrack, SpotifyUser } from '../state/state.types';
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

/** `GET /v1/me` (providers.md A5). Deprecated fields (email, country, product) are left out. */
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

/** A `TrackObject` with album art widest first (providers.md A6). */
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

/** `CurrentlyPlayingContextObject` (providers.md A6). */
export function currentlyPlayingView(ctx: EmulatorContext, playback: PlaybackView) {
  return {
    timestamp: playback.timestamp,
    context: null,
    progress_ms: playback.progress_ms,
    item: trackView(ctx, playback.track),
    currently_playing_type: 'track',
    actions: { disallows: playback.is_playing ? { resuming: true } : { pausing: true } },
    is_playing: playback.is_playing,
  };
}

/** `GET /v1/me/player`: the same plus device, shuffle and repeat state. */
export function playerView(ctx: EmulatorContext, playback: PlaybackView) {
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
    ...currentlyPlayingView(ctx, playback),
  };
}
