import { browserTimers, type Timers } from '../timers';
import type { AudioPlayback } from './alert-audio';
import type { QueueTiming } from './alert-timing';

export type { Timers };

export type { QueueTiming } from './alert-timing';

export type AlertStage<A> = { alert: A; phase: 'in' | 'out' } | null;

export interface AlertQueueOptions<A> {
  /** Read when an alert starts, so a settings change applies to the next alert. */
  timing: (alert: A) => QueueTiming;
  onStage: (stage: AlertStage<A>) => void;
  /** An alert comes on screen; its audio, if it plays any, keeps it there until it ends. */
  onShow?: (alert: A) => AudioPlayback | void;
  timers?: Timers;
}

/**
 * Alerts one at a time, in arrival order: show for the duration and until its audio (the sound,
 * then a spoken message) has ended, play the exit, wait the gap, then the next. Alerts never
 * overlap, however fast they arrive (a 50-gift burst queues); "skip" ends the one on screen.
 */
export class AlertQueue<A> {
  private readonly pending: A[] = [];
  private busy = false;
  private paused = false;
  private timer: unknown = null;
  private disposed = false;
  private readonly timers: Timers;
  /** Ends the alert on screen now (its audio stopped), once. */
  private leave: (() => void) | null = null;

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

  /** Ends the alert on screen (and stops its sound or speech); the next one follows as usual. */
  skip(): void {
    this.leave?.();
  }

  /** Paused, the alert on screen ends as usual and the next ones wait until resumed. */
  pause(paused: boolean): void {
    this.paused = paused;
    if (!paused && !this.busy) this.next();
  }

  /** Drops the waiting alerts and ends the one on screen. */
  clear(): void {
    this.pending.length = 0;
    this.leave?.();
  }

  dispose(): void {
    this.disposed = true;
    this.pending.length = 0;
    this.leave?.();
    this.clearTimer();
  }

  private next(): void {
    if (this.paused) {
      this.busy = false;
      return;
    }
    const alert = this.pending.shift();
    if (alert === undefined) {
      this.busy = false;
      return;
    }
    this.busy = true;
    const timing = this.options.timing(alert);
    this.options.onStage({ alert, phase: 'in' });
    const playback = this.options.onShow?.(alert) ?? null;
    let shownLongEnough = false;
    let audioEnded = playback === null;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      this.leave = null;
      this.clearTimer();
      playback?.stop();
      if (this.disposed) return;
      this.options.onStage({ alert, phase: 'out' });
      this.after(timing.outMs, () => {
        this.options.onStage(null);
        this.after(timing.gapMs, () => this.next());
      });
    };
    this.leave = leave;
    void playback?.done.then(() => {
      audioEnded = true;
      if (shownLongEnough) leave();
    });
    this.after(timing.durationMs, () => {
      shownLongEnough = true;
      if (audioEnded) leave();
      else this.after(timing.maxAudioHoldMs ?? 0, leave);
    });
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private after(ms: number, callback: () => void): void {
    this.timer = this.timers.set(() => {
      this.timer = null;
      if (!this.disposed) callback();
    }, ms);
  }
}
