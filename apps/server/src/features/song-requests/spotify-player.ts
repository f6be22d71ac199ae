import type { AccountLinks } from '../../feature-context';
import { ProviderError } from '../../providers/http';
import type { SpotifyPlayerApi } from '../../providers/spotify/spotify-player';
import { PlayerFailure, type SongPlayer, type SongRequestsDeps } from './ports';

/** Spotify's answer as the problem song requests name (docs/song-requests.md). */
export function playerFailureOf(error: unknown): PlayerFailure {
  if (error instanceof PlayerFailure) return error;
  if (!(error instanceof ProviderError)) return new PlayerFailure('unavailable');
  switch (error.kind) {
    case 'rate_limited':
      return new PlayerFailure('rate_limited', error.retryAfterMs ?? 30_000);
    case 'forbidden':
      if (error.reason === 'PREMIUM_REQUIRED') return new PlayerFailure('not_premium');
      return new PlayerFailure(/scope/i.test(error.message) ? 'missing_scope' : 'not_premium');
    case 'not_found':
      return new PlayerFailure('no_device');
    case 'unauthorized':
    case 'invalid_grant':
      return new PlayerFailure('needs_reconnect');
    default:
      return new PlayerFailure('unavailable');
  }
}

/**
 * Spotify as song requests use it, with the streamer's token (refreshed on a 401 by the
 * connections); every failure a `PlayerFailure` naming the problem.
 */
export function songPlayer(
  links: Pick<AccountLinks, 'withAccessToken'>,
  api: SpotifyPlayerApi | undefined,
  grant: SongRequestsDeps['spotifyGrant'],
): SongPlayer {
  const call = async <T>(ownerId: string, run: (token: string) => Promise<T>): Promise<T> => {
    if (!api) throw new PlayerFailure('not_connected');
    let answer: { value: T } | null;
    try {
      answer = await links.withAccessToken(ownerId, 'spotify', run);
    } catch (error) {
      throw playerFailureOf(error);
    }
    if (answer) return answer.value;
    const status = (await grant(ownerId)).status;
    throw new PlayerFailure(status === 'missing' ? 'not_connected' : 'needs_reconnect');
  };
  return {
    search: (ownerId, text) => call(ownerId, (token) => api!.search(token, text)),
    track: (ownerId, id) => call(ownerId, (token) => api!.track(token, id)),
    addToQueue: (ownerId, id) => call(ownerId, (token) => api!.addToQueue(token, id)),
    next: (ownerId) => call(ownerId, (token) => api!.next(token)),
    upNext: async (ownerId) => (await call(ownerId, (token) => api!.queue(token))).next,
  };
}
