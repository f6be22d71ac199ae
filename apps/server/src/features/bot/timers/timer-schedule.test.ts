import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../platform/clock';
import { MIN_FIRST_DELAY_MS, nextSlotAfter, staggeredFirstRun } from './timer-schedule';

const MIN = 60_000;
const phaseOf = (t: number, interval: number) => ((t % interval) + interval) % interval;
/** Smallest distance between two phases on the circle of one interval. */
function minSpacing(times: number[], interval: number): number {
  const phases = times.map((t) => phaseOf(t, interval)).sort((a, b) => a - b);
  let min = phases[0]! + interval - phases[phases.length - 1]!;
  for (let i = 1; i < phases.length; i++) min = Math.min(min, phases[i]! - phases[i - 1]!);
  return min;
}

describe('timer scheduling', () => {
  it('first posts one interval after saving when the channel has no other timer of that interval', () => {
    const clock = new FakeClock();
    expect(staggeredFirstRun(clock.now(), 10 * MIN, [])).toBe(clock.now() + 10 * MIN);
  });

  it('puts a second timer with the same interval half an interval away from the first', () => {
    const clock = new FakeClock();
    const first = staggeredFirstRun(clock.now(), 10 * MIN, []);
    clock.advance(7_000);
    const second = staggeredFirstRun(clock.now(), 10 * MIN, [first]);
    expect(minSpacing([first, second], 10 * MIN)).toBe(5 * MIN);
    expect(second - clock.now()).toBeGreaterThanOrEqual(MIN_FIRST_DELAY_MS);
    expect(second - clock.now()).toBeLessThanOrEqual(10 * MIN + MIN_FIRST_DELAY_MS);
  });

  it('spreads four same-interval timers created at once across the interval, never together', () => {
    const clock = new FakeClock();
    const interval = 12 * MIN;
    const due: number[] = [];
    for (let i = 0; i < 4; i++) due.push(staggeredFirstRun(clock.now(), interval, due));
    expect(new Set(due.map((t) => phaseOf(t, interval))).size).toBe(4);
    expect(minSpacing(due, interval)).toBe(3 * MIN);
  });

  it('keeps the stagger as the timers run: their slots never coincide', () => {
    const clock = new FakeClock();
    const interval = 10 * MIN;
    const due: number[] = [];
    for (let i = 0; i < 3; i++) due.push(staggeredFirstRun(clock.now(), interval, due));
    const fired: number[] = [];
    for (let step = 0; step < 60; step++) {
      clock.advance(MIN);
      for (let i = 0; i < due.length; i++) {
        if (due[i]! <= clock.now()) {
          fired.push(due[i]!);
          due[i] = nextSlotAfter(due[i]!, interval, clock.now());
        }
      }
    }
    expect(fired).toHaveLength(18);
    expect(new Set(fired).size).toBe(fired.length);
    const sorted = [...fired].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(2.5 * MIN);
  });

  it('moves to the next slot, skipping the slots missed while the app was down, keeping the phase', () => {
    const due = Date.UTC(2026, 0, 1, 12, 0);
    expect(nextSlotAfter(due, 10 * MIN, due)).toBe(due + 10 * MIN);
    expect(nextSlotAfter(due, 10 * MIN, due + 35 * MIN)).toBe(due + 40 * MIN);
    expect(nextSlotAfter(due, 10 * MIN, due + 40 * MIN)).toBe(due + 50 * MIN);
  });
});
