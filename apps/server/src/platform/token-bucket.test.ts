import { describe, expect, it } from 'vitest';
import { ChannelRateLimiter } from './token-bucket';

describe('chat rate limiter', () => {
  it('lets a burst through at once, then spaces messages at the rate', () => {
    let now = 0;
    const limiter = new ChannelRateLimiter(1, 3, () => now);
    expect([limiter.reserve('a'), limiter.reserve('a'), limiter.reserve('a')]).toEqual([0, 0, 0]);
    expect(limiter.reserve('a')).toBe(1000);
    expect(limiter.reserve('a')).toBe(2000);
    now = 2000;
    expect(limiter.reserve('a')).toBe(1000);
  });

  it('refills over time up to the burst, never beyond', () => {
    let now = 0;
    const limiter = new ChannelRateLimiter(2, 2, () => now);
    limiter.reserve('a');
    limiter.reserve('a');
    now = 60_000;
    expect([limiter.reserve('a'), limiter.reserve('a'), limiter.reserve('a')]).toEqual([0, 0, 500]);
  });

  it('keeps a separate bucket per channel', () => {
    const limiter = new ChannelRateLimiter(1, 1, () => 0);
    expect(limiter.reserve('a')).toBe(0);
    expect(limiter.reserve('b')).toBe(0);
    expect(limiter.reserve('a')).toBe(1000);
  });
});
