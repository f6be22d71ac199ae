import type { Clock } from '../../../platform/clock';
import { TtlCache } from '../../../platform/ttl-cache';
import { ProviderError } from '../../../providers/http';
import type { KickApi, KicksBoard } from '../../../providers/kick/kick-api';

/** Kick's Kicks leaderboard of a channel as chat reads it, or why it cannot be read. */
export type KicksBoardAnswer =
  | { kind: 'ok'; board: KicksBoard }
  | { kind: 'not_connected' }
  /** The connection was made before Kyo asked for `kicks:read` (or Kick refuses it). */
  | { kind: 'no_scope' }
  | { kind: 'unavailable' };

/** One answer serves a channel's chat for 30 s: a command spammed costs Kick one call. */
const FRESH_MS = 30_000;

/**
 * Reads Kick's own Kicks leaderboard (lifetime, month, week) with the streamer's token, for
 * `!topkicks`. Kick counts every Kicks gift, including those sent before Kyo was connected.
 */
export class KicksBoardSource {
  private readonly cache: TtlCache<string, KicksBoardAnswer>;

  constructor(
    private readonly deps: {
      api?: KickApi;
      accessToken(userId: string): Promise<string | null>;
      clock: Clock;
    },
  ) {
    this.cache = new TtlCache(deps.clock, (answer) => (answer.kind === 'ok' ? FRESH_MS : 5_000));
  }

  of(userId: string): Promise<KicksBoardAnswer> {
    return this.cache.get(userId, () => this.read(userId));
  }

  private async read(userId: string): Promise<KicksBoardAnswer> {
    const token = await this.deps.accessToken(userId);
    if (!token || !this.deps.api) return { kind: 'not_connected' };
    try {
      return { kind: 'ok', board: await this.deps.api.kicksLeaderboard(token, 5) };
    } catch (error) {
      if (error instanceof ProviderError && (error.status === 401 || error.status === 403))
        return { kind: 'no_scope' };
      return { kind: 'unavailable' };
    }
  }
}
