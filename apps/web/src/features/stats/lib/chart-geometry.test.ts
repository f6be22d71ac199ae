import { describe, expect, it } from 'vitest';
import { barInSlot, dayTicks, distinctLabels, ticksNeedDay, timeTicks } from './chart-geometry';

const T0 = Date.UTC(2026, 10, 21, 0, 12, 0) / 1000; // 00:12 UTC

describe('chart geometry', () => {
  it('puts a short stream’s ticks a whole minute or more apart, so no label repeats', () => {
    // A 3-minute stream on a phone-wide chart (space for 4 ticks).
    const ticks = timeTicks(T0, T0 + 180, 300, 70, 0);
    expect(ticks).toEqual([T0, T0 + 60, T0 + 120, T0 + 180]);
    const labels = ticks.map((s) =>
      new Intl.DateTimeFormat('en-US', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      }).format(s * 1000),
    );
    expect(new Set(labels).size).toBe(labels.length);
    // One minute alone: one tick.
    expect(timeTicks(T0, T0, 300, 70, 0)).toEqual([T0]);
  });

  it('takes round steps on longer streams, on round local times', () => {
    // 4 hours on 700 px (10 ticks): 30-minute steps, at :00 and :30.
    const ticks = timeTicks(T0, T0 + 4 * 3600, 700, 70, 0);
    expect(ticks[1]! - ticks[0]!).toBe(1800);
    expect(ticks.every((s) => (s / 60) % 30 === 0)).toBe(true);
    // In Istanbul (UTC+3, offset -180) the hours are local hours too.
    const local = timeTicks(T0, T0 + 10 * 3600, 600, 70, -180);
    expect(local.every((s) => ((s / 60 + 180) % 60) % 60 === 0)).toBe(true);
    expect(ticksNeedDay(T0, T0 + 4 * 3600)).toBe(false);
    expect(ticksNeedDay(T0, T0 + 30 * 3600)).toBe(true);
  });

  it('draws the bars of one minute side by side, inside the minute’s slot', () => {
    const bars = [0, 1, 2].map((i) => barInSlot(100, 30, i, 3));
    for (let i = 1; i < bars.length; i++)
      expect(bars[i]!.left).toBeGreaterThanOrEqual(bars[i - 1]!.left + bars[i - 1]!.width);
    expect(bars[0]!.left).toBeGreaterThanOrEqual(100 - 15);
    expect(bars[2]!.left + bars[2]!.width).toBeLessThanOrEqual(100 + 15);
    expect(bars.every((b) => b.width >= 1)).toBe(true);
  });

  it('puts one date tick per day on the trends, never the same date at each hour', () => {
    // Two streams an hour apart on one day: one tick.
    expect(dayTicks(T0, T0 + 3600, 800, 90, 0)).toEqual([T0]);
    // Ten days on a narrow chart: whole days apart, at midnight.
    const ticks = dayTicks(T0, T0 + 10 * 86_400, 300, 90, 0);
    expect(ticks.length).toBeLessThanOrEqual(3);
    expect(ticks.slice(1).every((s) => s % 86_400 === 0)).toBe(true);
    expect(distinctLabels(['Nov 21', 'Nov 21', 'Nov 22'])).toEqual(['Nov 21', '', 'Nov 22']);
  });
});
