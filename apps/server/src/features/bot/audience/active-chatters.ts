import type { Clock } from '../../../platform/clock';

/** The longest window asked for ({chatters 10}, the status page's 10 minutes). */
export const ACTIVE_WINDOW_MAX_MINUTES = 10;
const WINDOW_MS = ACTIVE_WINDOW_MAX_MINUTES * 60_000;

/**
 * Several nodes: each node hears part of the chat, so the chatters they saw are added up in one
 * place (Redis), in batches. Failing calls fall back to what this node saw.
 */
export interface SharedChatters {
  add(ownerId: string, seen: ReadonlyMap<string, number>): Promise<void>;
  count(ownerId: string, sinceMs: number): Promise<number>;
}

/**
 * Distinct chatters per channel over the last minutes (Kick has no viewer list: chat is what
 * shows who is around). One map per channel, ordered by last line: a chat line costs a delete
 * and a set, and entries older than the window fall off the front.
 */
export class ActiveChatters {
  private readonly seen = new Map<string, Map<string, number>>();
  private pending = new Map<string, Map<string, number>>();

  constructor(
    private readonly clock: Clock,
    private readonly shared?: SharedChatters,
    private readonly onSharedError: (error: unknown) => void = () => undefined,
  ) {}

  add(ownerId: string, chatter: string, at = this.clock.now()): void {
    let channel = this.seen.get(ownerId);
    if (!channel) this.seen.set(ownerId, (channel = new Map<string, number>()));
    channel.delete(chatter);
    channel.set(chatter, at);
    if (this.shared) {
      let batch = this.pending.get(ownerId);
      if (!batch) this.pending.set(ownerId, (batch = new Map<string, number>()));
      batch.set(chatter, at);
    }
    // The oldest entry is first: drop what left the window (a few per line at most).
    const cutoff = at - WINDOW_MS;
    for (const [key, last] of channel) {
      if (last > cutoff) break;
      channel.delete(key);
    }
  }

  /** Chatters of this node in the last `minutes` (1..10). */
  local(ownerId: string, minutes: number): number {
    const channel = this.seen.get(ownerId);
    if (!channel) return 0;
    const cutoff = this.clock.now() - clampMinutes(minutes) * 60_000;
    let n = 0;
    for (const last of channel.values()) if (last > cutoff) n += 1;
    return n;
  }

  /** Chatters in the last `minutes` over every node (this node's when Redis cannot answer). */
  async count(ownerId: string, minutes: number): Promise<number> {
    const local = this.local(ownerId, minutes);
    if (!this.shared) return local;
    try {
      await this.flush();
      const since = this.clock.now() - clampMinutes(minutes) * 60_000;
      return Math.max(local, await this.shared.count(ownerId, since));
    } catch (error) {
      this.onSharedError(error);
      return local;
    }
  }

  /** Sends the chatters seen since the last flush to the shared count (a background job). */
  async flush(): Promise<void> {
    if (!this.shared || this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    for (const [ownerId, seen] of batch) await this.shared.add(ownerId, seen);
  }

  /** Channels with nobody chatting in the window are forgotten. */
  sweep(): void {
    const cutoff = this.clock.now() - WINDOW_MS;
    for (const [ownerId, channel] of this.seen) {
      for (const [key, last] of channel) {
        if (last > cutoff) break;
        channel.delete(key);
      }
      if (channel.size === 0) this.seen.delete(ownerId);
    }
  }
}

export function clampMinutes(minutes: number): number {
  if (!Number.isFinite(minutes)) return 5;
  return Math.min(ACTIVE_WINDOW_MAX_MINUTES, Math.max(1, Math.round(minutes)));
}
