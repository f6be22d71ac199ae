/**
 * A held widget's state on its overlays: `state` messages coalesced (the first change at once,
 * later ones at most every `coalesceMs`), and a test button's state shown for a while instead of
 * the real one (its events folded from a fresh state, never into the real one).
 */
import type { WidgetEvent } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { viewOf, type Held } from './held-widget';
import { testStateOf } from './test-state';

const MAX_TEST_EVENTS = 2_000;

export interface StateDeliveryDeps {
  clock: Clock;
  coalesceMs: number;
  testStateMs: number;
  /** To the widget's overlays (the gateway's publishState; none before it is connected). */
  publish(widgetId: string, view: unknown, test: boolean): void;
  /** Whether the widget is still held (a deleted one sends nothing more). */
  holds(widgetId: string): boolean;
  /** Closing: nothing more is scheduled. */
  closed(): boolean;
}

export class StateDelivery {
  constructor(private readonly deps: StateDeliveryDeps) {}

  /** The first change goes out at once; later ones at most every `coalesceMs`. */
  schedule(held: Held): void {
    if (held.sendTimer || this.deps.closed()) return;
    const wait = held.lastSentAt + this.deps.coalesceMs - this.deps.clock.now();
    if (wait <= 0) {
      this.send(held);
      return;
    }
    held.sendTimer = setTimeout(() => this.send(held), wait);
    held.sendTimer.unref();
  }

  /** A test button's events, added to the test state already showing (if one is). */
  showTest(held: Held, events: readonly WidgetEvent[]): void {
    const { testStateMs } = this.deps;
    const now = this.deps.clock.now();
    const previous = held.test;
    if (previous) clearTimeout(previous.timer);
    const all = [...(previous?.events ?? []), ...events].slice(-MAX_TEST_EVENTS);
    const timer = setTimeout(() => {
      this.clearTest(held);
      this.send(held);
    }, testStateMs);
    timer.unref();
    held.test = {
      events: all,
      state: testStateOf(held, all),
      until: now + testStateMs,
      timer,
    };
    this.deps.publish(held.id, viewOf(held, held.test.state), true);
  }

  clearTest(held: Held): void {
    if (!held.test) return;
    clearTimeout(held.test.timer);
    held.test = undefined;
  }

  /** The widget is let go: nothing of it is sent any more. */
  stop(held: Held): void {
    clearTimeout(held.sendTimer);
    this.clearTest(held);
  }

  private send(held: Held): void {
    clearTimeout(held.sendTimer);
    held.sendTimer = undefined;
    if (held.test || !this.deps.holds(held.id)) return;
    held.lastSentAt = this.deps.clock.now();
    this.deps.publish(held.id, viewOf(held, held.state), false);
  }
}
