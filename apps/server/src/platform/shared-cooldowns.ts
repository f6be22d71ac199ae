import type { Clock } from './clock';

/** Several nodes: where a cooldown is taken once for all of them (Redis). */
export interface SharedCooldownStore {
  /**
   * Takes `key` for `ms` from `now` (the caller's clock) unless it is held past `now`: answers
   * the milliseconds left of the holder's cooldown, 0 when this call took it.
   */
  take(key: string, now: number, ms: number): Promise<number>;
}

/**
 * Cooldowns of chat commands that no database row decides (the bot's built-ins, the games'
 * shows): in memory on one node; with a shared store (`REDIS_URL`), taken there too, so two
 * nodes hearing the same command at once answer once. Memory stays the first gate: a command
 * spammed during its cooldown costs no round trip. While the store is away each node counts
 * its own (`onError` hears why).
 */
export class SharedCooldowns {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly shared?: SharedCooldownStore,
    private readonly onError?: (error: unknown) => void,
  ) {}

  /** Milliseconds until `key` may fire again as this node knows it (0: ready). */
  remainingMs(key: string): number {
    return Math.max(0, (this.until.get(key) ?? 0) - this.clock.now());
  }

  /** Takes `key` for `ms` if no node holds it; false while it is held. */
  async take(key: string, ms: number): Promise<boolean> {
    if (ms <= 0) return true;
    const now = this.clock.now();
    if ((this.until.get(key) ?? 0) > now) return false;
    if (this.shared) {
      // Held here meanwhile: the store answers the other node's cooldown, or ours.
      this.hold(key, now + ms);
      try {
        const left = await this.shared.take(key, now, ms);
        if (left > 0) {
          this.hold(key, now + left);
          return false;
        }
      } catch (error) {
        this.onError?.(error);
      }
      return true;
    }
    this.hold(key, now + ms);
    return true;
  }

  private hold(key: string, until: number): void {
    this.until.set(key, until);
    if (this.until.size <= 10_000) return;
    const now = this.clock.now();
    for (const [k, at] of this.until) if (at <= now) this.until.delete(k);
  }
}
