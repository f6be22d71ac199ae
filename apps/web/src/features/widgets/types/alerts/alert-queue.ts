import { browserTimers, type Timers } from '../timers';

export type { Timers };

export interface QueueTiming {
  /** On screen, entry animation included. */
  durationMs: number;
  /** The exit animation. */
  outMs: number;
  /** Nothing on screen before the next alert. */
  gapMs: number;
}

export type AlertStage<A> = { alert: A; phase: 'in' | 'out' } | null;

export interface AlertQueueOptions<A> {
  /** Read when an alert starts, so a settings change applies to the next alert. */
  timing: (alert: A) => QueueTiming;
  onStage: (stage: AlertStage<A>) => void;
  /** An alert comes on screen. */
  onShow?: (alert: A) => void;
  timers?: Timers;
}

/**
 * Alerts one at a time, in arrival order: show for the duration, play the exit, wait the gap,
 * then the next. Alerts never overlap, however fast they arrive (a 50-gift burst queues).
 */
export class AlertQueue<A> {
  private readonly pending: A[] = [];
  private busy = false;
  private timer: unknown = null;
  private disposed = false;
  private readonly timers: Timers;

  constructor(private readonly options: AlertQueueOptions<A>) {
    this.timers = options.timers ?? browserTimers;
  }

  /** Alerts waiting, not counting the one on screen. */
  get waiting(): number {
    return this.pending.length;
  }

  push(alert: A): void {
    if (this.disposed) return;
    this.pending.push(alert);
    if (!this.busy) this.next();
  }

  dispose(): void {
    this.disposed = true;
    this.pending.length = 0;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private next(): void {
    const alert = this.pending.shift();
    if (alert === undefined) {
      this.busy = false;
      return;
    }
    this.busy = true;
    const timing = this.options.timing(alert);
    this.options.onStage({ alert, phase: 'in' });
    this.options.onShow?.(alert);
    this.after(timing.durationMs, () => {
      this.options.onStage({ alert, phase: 'out' });
      this.after(timing.outMs, () => {
        this.options.onStage(null);
        this.after(timing.gapMs, () => this.next());
      });
    });
  }

  private after(ms: number, callback: () => void): void {
    this.timer = this.timers.set(() => {
      this.timer = null;
      if (!this.disposed) callback();
    }, ms);
  }
}
