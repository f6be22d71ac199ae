import type { WidgetEvent } from '../events';
import { initialSpotify, reduceSpotify, type SpotifyState } from './spotify.logic';

/**
 * The song-request overlay as pure functions (zod-free): what Spotify plays (the shared
 * `now-playing` answers, as the Spotify widget folds them) and the queue Kyo keeps (`song-queue`
 * events from the song-requests feature). The requester shows only while their track plays.
 */
export interface SongQueueEntry {
  title: string;
  subtitle: string;
  art: string | null;
  durationMs: number;
  requester: string;
}

export interface SongRequestsState {
  player: SpotifyState;
  /** The request Kyo knows plays now; null while the streamer's own music plays. */
  current: { title: string; subtitle: string; requester: string } | null;
  next: SongQueueEntry[];
  total: number;
}

export const initialSongRequests = (): SongRequestsState => ({
  player: initialSpotify(),
  current: null,
  next: [],
  total: 0,
});

export function reduceSongRequests(
  state: SongRequestsState,
  event: WidgetEvent,
): SongRequestsState {
  if (event.kind === 'now-playing') return { ...state, player: reduceSpotify(state.player, event) };
  if (event.kind !== 'song-queue') return state;
  return { ...state, current: event.current, next: event.next, total: event.total };
}

/** Who asked for what plays now: only when the player plays that very request. */
export function requesterNow(state: SongRequestsState): string | null {
  const item = state.player.item;
  if (!state.current || !item) return null;
  return item.title === state.current.title ? state.current.requester : null;
}
