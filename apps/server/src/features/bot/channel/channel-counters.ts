import type { Clock } from '../../../platform/clock';
import type { ChannelStateRepo, CounterDelta } from './channel-state.repo';

type Counter = Exclude<keyof CounterDelta, 'userId'>;
const COUNTERS: Counter[] = ['chatLines', 'eventsReceived', 'messagesSent', 'messagesFailed'];

const zero = (userId: string): CounterDelta => ({
  userId,
  chatLines: 0,
  eventsReceived: 0,
  messagesSent: 0,
  messagesFailed: 0,
});

/**
 * Counts chat lines, events and sent/failed messages in memory and adds them to the database in
 * one statement per channel every few seconds (and before each timer run), so an ordinary chat
 * line costs no query. Every node adds its own counts; the stored value is the sum.
 */
export class ChannelCounters {
  private pending = new Map<string, CounterDelta>();
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly repo: ChannelStateRepo,
    private readonly clock: Clock,
  ) {}

  add(userId: string, counter: Counter, by = 1): void {
    let delta = this.pending.get(userId);
    if (!delta) {
      delta = zero(userId);
      this.pending.set(userId, delta);
    }
    delta[counter] += by;
  }

  /** Not yet stored counts of a channel (added to the stored ones for the status page). */
  unflushed(userId: string): CounterDelta {
    return { ...(this.pending.get(userId) ?? zero(userId)) };
  }

  async flush(): Promise<void> {
    // One flush at a time; a caller arriving meanwhile waits for it, then flushes what is new.
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.write(batch);
    try {
      await this.flushing;
    } finally {
      this.flushing = undefined;
    }
  }

  private async write(batch: CounterDelta[]): Promise<void> {
    try {
      await this.repo.addCounters(batch, new Date(this.clock.now()));
    } catch (error) {
      // Put the counts back; the next flush retries them.
      for (const delta of batch)
        for (const key of COUNTERS) this.add(delta.userId, key, delta[key]);
      throw error;
    }
  }
}
