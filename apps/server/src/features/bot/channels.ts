import type { AccountLinks, KickChannelRef } from '../../feature-context';
import type { Clock } from '../../platform/clock';

export type ChannelRef = KickChannelRef;

const FOUND_TTL_MS = 60_000;
/** Short, so a channel connected a moment ago gets its first events. */
const MISSING_TTL_MS = 5_000;

/**
 * Which Kyo user a Kick channel belongs to, and the reverse, cached: every webhook asks, and the
 * answer changes only when someone connects or disconnects Kick.
 */
export class ChannelDirectory {
  private readonly byBroadcaster = new Map<number, { ref: ChannelRef | null; until: number }>();
  private readonly byUser = new Map<string, { ref: ChannelRef | null; until: number }>();

  constructor(
    private readonly links: AccountLinks,
    private readonly clock: Clock,
  ) {}

  async ofBroadcaster(broadcasterUserId: number): Promise<ChannelRef | null> {
    const cached = this.byBroadcaster.get(broadcasterUserId);
    if (cached && cached.until > this.clock.now()) return cached.ref;
    const ref = await this.links.kickChannelOfBroadcaster(broadcasterUserId);
    this.remember(ref, { broadcasterUserId });
    return ref;
  }

  async ofUser(userId: string): Promise<ChannelRef | null> {
    const cached = this.byUser.get(userId);
    if (cached && cached.until > this.clock.now()) return cached.ref;
    const ref = await this.links.kickChannelOfUser(userId);
    this.remember(ref, { userId });
    return ref;
  }

  private remember(
    ref: ChannelRef | null,
    key: { broadcasterUserId?: number; userId?: string },
  ): void {
    const until = this.clock.now() + (ref ? FOUND_TTL_MS : MISSING_TTL_MS);
    if (ref) {
      this.byBroadcaster.set(ref.broadcasterUserId, { ref, until });
      this.byUser.set(ref.userId, { ref, until });
    } else if (key.broadcasterUserId !== undefined) {
      this.byBroadcaster.set(key.broadcasterUserId, { ref: null, until });
    } else if (key.userId !== undefined) {
      this.byUser.set(key.userId, { ref: null, until });
    }
  }
}
