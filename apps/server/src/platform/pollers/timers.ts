import type { FakeClock } from '../clock';

/**
 * Timers on the same time as the injected clock. Pollers never call setTimeout directly, so unit
 * tests run hours of polling on a fake clock without sleeping.
 */
export interface Timers {
  /** Calls `fn` once after `ms` milliseconds of clock time; returns a cancel function. */
  after(ms: number, fn: () => void): () => void;
}

/** Real timers, unref'd: a poller never keeps the process alive on its own. */
export const systemTimers: Timers = {
  after(ms, fn) {
    const timer = setTimeout(fn, Math.max(0, ms));
    timer.unref();
    return () => clearTimeout(timer);
  },
};

interface Pending {
  at: number;
  seq: number;
  fn: () => void;
}

/**
 * Timers driven by a `FakeClock` for tests: `advance(ms)` moves the clock to each due timer in
 * order, fires it, and lets the async work it started settle before the next one (`settle`
 * defaults to draining the microtask queue; integration tests pass one that waits for real I/O,
 * e.g. `() => pollers.whenIdle()`).
 */
export class ManualTimers implements Timers {
  private queue: Pending[] = [];
  private seq = 0;

  constructor(
    private readonly clock: FakeClock,
    private readonly settleWork: () => Promise<void> = flushMicrotasks,
  ) {}

  after(ms: number, fn: () => void): () => void {
    const entry: Pending = { at: this.clock.now() + Math.max(0, ms), seq: this.seq++, fn };
    this.queue.push(entry);
    return () => {
      this.queue = this.queue.filter((p) => p !== entry);
    };
  }

  /** Timers not yet fired. */
  get pending(): number {
    return this.queue.length;
  }

  /** When the next timer fires (clock time), if any. */
  nextAt(): number | undefined {
    return this.earliest()?.at;
  }

  /** Moves the clock forward by `ms`, firing every timer that falls due on the way. */
  async advance(ms: number): Promise<void> {
    const target = this.clock.now() + ms;
    await this.settleWork();
    for (let next = this.earliest(); next && next.at <= target; next = this.earliest()) {
      this.queue = this.queue.filter((p) => p !== next);
      if (next.at > this.clock.now()) this.clock.set(next.at);
      next.fn();
      await this.settleWork();
    }
    this.clock.set(Math.max(this.clock.now(), target));
  }

  /** Fires what is due now without moving the clock. */
  async runDue(): Promise<void> {
    await this.advance(0);
  }

  private earliest(): Pending | undefined {
    let best: Pending | undefined;
    for (const p of this.queue) {
      if (!best || p.at < best.at || (p.at === best.at && p.seq < best.seq)) best = p;
    }
    return best;
  }
}

/** Lets every promise chain started so far run to its end (setImmediate runs after microtasks). */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
