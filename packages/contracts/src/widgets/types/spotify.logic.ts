import type { WidgetEvent } from '../events';

/**
 * The Spotify player as pure functions (zod-free). The server polls Spotify for the streamer
 * (only while an overlay or a chat command wants it) and sends `now-playing` events; the overlay
 * runs the progress bar between polls with `progressAt`.
 */
export interface NowPlayingItem {
  kind: 'track' | 'episode';
  title: string;
  /** The artists of a track, the show of an episode. */
  subtitle: string;
  album: string | null;
  /** The cover art URL, null for a local file without art. */
  art: string | null;
  durationMs: number;
}

export type PlayerStatus =
  'playing' | 'paused' | 'nothing' | 'ad' | 'unknown' | 'not_connected' | 'needs_reconnect';

export interface SpotifyState {
  status: PlayerStatus;
  item: NowPlayingItem | null;
  progressMs: number;
  /** Server time at which `progressMs` was true. */
  at: number;
  /** Since when (server time) it is paused or silent; null while playing. */
  quietSince: number | null;
}

export const initialSpotify = (): SpotifyState => ({
  status: 'nothing',
  item: null,
  progressMs: 0,
  at: 0,
  quietSince: null,
});

export function reduceSpotify(state: SpotifyState, event: WidgetEvent): SpotifyState {
  if (event.kind !== 'now-playing') return state;
  const quiet = event.status !== 'playing';
  // A platform that stops answering (or a connection that needs reconnecting) keeps the last item.
  const keepItem =
    event.item === null &&
    (event.status === 'unknown' || event.status === 'needs_reconnect') &&
    state.item !== null;
  return {
    status: event.status,
    item: keepItem ? state.item : event.item,
    progressMs: event.progressMs,
    at: event.at,
    quietSince: quiet ? (state.quietSince ?? event.at) : null,
  };
}

/** Where the item is at `now` (server time): it runs on between polls while playing. */
export function progressAt(state: SpotifyState, now: number): number {
  if (!state.item) return 0;
  const run = state.status === 'playing' ? Math.max(0, now - state.at) : 0;
  return Math.min(state.item.durationMs, state.progressMs + run);
}
