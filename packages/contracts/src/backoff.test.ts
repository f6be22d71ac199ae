import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('the one backoff', () => {
  it('doubles from the base, capped', () => {
    const policy = { baseMs: 500, maxMs: 3_000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, policy))).toEqual([
      500, 1_000, 2_000, 3_000, 3_000,
    ]);
    expect(backoffDelay(0, policy)).toBe(500);
    expect(backoffDelay(1_000, { baseMs: 1 })).toBe(2 ** 30);
  });

  it('jitters within ±r of the step, or between half and all of it', () => {
    const at = (random: number) => () => random;
    expect(backoffDelay(2, { baseMs: 1_000, jitter: 0.2 }, at(0))).toBe(1_600);
    expect(backoffDelay(2, { baseMs: 1_000, jitter: 0.2 }, at(0.5))).toBe(2_000);
    expect(backoffDelay(2, { baseMs: 1_000, jitter: 0.2 }, at(0.999_999))).toBe(2_400);
    expect(backoffDelay(3, { baseMs: 1_000, jitter: 'equal' }, at(0))).toBe(2_000);
    expect(backoffDelay(3, { baseMs: 1_000, jitter: 'equal' }, at(0.999_999))).toBe(4_000);
  });
});
