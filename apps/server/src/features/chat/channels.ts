import type { AccountLinks, KickChannelRef } from '../../feature-context';
import type { Clock } from '../../platform/clock';
import { TtlCache } from '../../platform/ttl-cache';

export type ChannelRef = KickChannelRef;

const FOUND_TTL_MS = 60_000;
/** Short, so a channel connected a moment ago gets its timers. */
const MISSING_TTL_MS = 5_000;

/**
 * Which Kick channel a Kyo user has connected, cached: timers and the status page ask for it.
 * (Events carry their channel already: the webhook ingest resolved it.)
 */
export class ChannelDirectory {
  private readonly byUser: TtlCache<string, ChannelRef | null>;

  constructor(
    private readonly links: Pick<AccountLinks, 'kickChannelOfUser'>,
    clock: Clock,
  ) {
    this.byUser = new TtlCache(clock, (ref) => (ref ? FOUND_TTL_MS : MISSING_TTL_MS));
  }

  ofUser(userId: string): Promise<ChannelRef | null> {
    return this.byUser.get(userId, () => this.links.kickChannelOfUser(userId));
  }
}
