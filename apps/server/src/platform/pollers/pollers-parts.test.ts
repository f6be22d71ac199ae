import { describe, expect, it } from 'vitest';
import { FakeClock } from '../clock';
import { backoffDelay } from './backoff';
import { RollingCounter } from './rolling-counter';
import { ManualTimers } from './timers';
import { WarnOnce } from './warn-once';

describe('backoffDelay', () => {
  const policy = { baseMs: 1_000, maxMs: 30_000 };

  it('doubles per consecutive failure up to the cap, waiting between half and all of it', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, policy, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect([1, 2, 6].map((n) => backoffDelay(n, policy, () => 0))).toEqual([500, 1_000, 15_000]);
  });

  it('stays finite for absurd failure counts and treats 0 as the first failure', () => {
    expect(backoffDelay(10_000, policy, () => 1)).toBe(30_000);
    expect(backoffDelay(0, policy, () => 1)).toBe(1_000);
  });
});

describe('RollingCounter', () => {
  it('counts the last hour in minute buckets', () => {
    const counter = new RollingCounter();
    const t0 = Date.UTC(2026, 0, 1);
    for (let minute = 0; minute < 120; minute++) counter.add(t0 + minute * 60_000, 2);
    expect(counter.lastHour(t0 + 119 * 60_000)).toBe(120);
    expect(counter.lastHour(t0 + 200 * 60_000)).toBe(0);
  });
});

describe('ManualTimers', () => {
  it('fires due timers in time order on advance, moving the clock to each, and cancels', async () => {
    const clock = new FakeClock(0);
    const timers = new ManualTimers(clock);
    const fired: Array<[string, number]> = [];
    timers.after(300, () => fired.push(['c', clock.now()]));
    timers.after(100, () => {
      fired.push(['a', clock.now()]);
      timers.after(50, () => fired.push(['nested', clock.now()]));
    });
    const cancel = timers.after(200, () => fired.push(['cancelled', clock.now()]));
    cancel();
    await timers.advance(250);
    expect(fired).toEqual([
      ['a', 100],
      ['nested', 150],
    ]);
    expect(clock.now()).toBe(250);
    expect(timers.nextAt()).toBe(300);
    await timers.advance(1_000);
    expect(fired.at(-1)).toEqual(['c', 300]);
    expect(timers.pending).toBe(0);
  });

  it('lets async work started by a timer finish before the next timer fires', async () => {
    const clock = new FakeClock(0);
    const timers = new ManualTimers(clock);
    const order: string[] = [];
    timers.after(10, () => {
      void Promise.resolve()
        .then(() => Promise.resolve())
        .then(() => order.push('first done'));
    });
    timers.after(20, () => order.push('second'));
    await timers.advance(20);
    expect(order).toEqual(['first done', 'second']);
  });
});

describe('WarnOnce', () => {
  it('logs the first of each kind and counts the rest', () => {
    const lines: string[] = [];
    const warn = new WarnOnce({ warn: (_obj, msg) => lines.push(msg) });
    warn.warn('spotify:malformed', {}, 'odd answer');
    warn.warn('spotify:malformed', {}, 'odd answer');
    warn.warn('kick:unknown-entry', {}, 'odd channel');
    expect(lines).toEqual(['odd answer', 'odd channel']);
    expect(warn.counts()).toEqual({ 'spotify:malformed': 2, 'kick:unknown-entry': 1 });
  });
});
