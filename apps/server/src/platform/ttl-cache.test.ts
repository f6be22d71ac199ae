import { describe, expect, it } from 'vitest';
import { FakeClock } from './clock';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('keeps a hit for its time, a miss for a shorter one, and loads again after', async () => {
    const clock = new FakeClock(0);
    const cache = new TtlCache<string, string | null>(clock, (v) => (v ? 60_000 : 5_000));
    let loads = 0;
    const load = (value: string | null) => async () => {
      loads++;
      return value;
    };
    expect(await cache.get('a', load('x'))).toBe('x');
    expect(await cache.get('b', load(null))).toBeNull();
    clock.advance(6_000);
    expect(await cache.get('a', load('y'))).toBe('x');
    expect(await cache.get('b', load('z'))).toBe('z');
    clock.advance(60_000);
    expect(await cache.get('a', load('y'))).toBe('y');
    expect(loads).toBe(4);
  });

  it('shares one load between callers, and forgets a failed one', async () => {
    const clock = new FakeClock(0);
    const cache = new TtlCache<string, number>(clock, () => 1_000);
    let loads = 0;
    const slow = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('f', async () => 7)).toBe(7);
  });

  it('runs a lazy query once, however many wait for it, and is peeked once they have it', async () => {
    const clock = new FakeClock(0);
    const cache = new TtlCache<string, number[]>(clock, () => 1_000);
    let runs = 0;
    // Drizzle's queries: each `then` sends the query again.
    const lazyQuery = {
      then<R>(resolve: (rows: number[]) => R, reject?: (error: unknown) => R) {
        runs++;
        return new Promise<number[]>((done) => setTimeout(() => done([runs]), 5)).then(
          resolve,
          reject,
        );
      },
    } as unknown as Promise<number[]>;
    expect(await cache.get('k', () => lazyQuery)).toEqual([1]);
    expect(runs).toBe(1);
    expect(cache.peek('k')).toEqual({ value: [1] });
  });

  it('peeks at the last loaded value while it is fresh or loading again', async () => {
    const clock = new FakeClock(0);
    const cache = new TtlCache<string, number>(clock, () => 1_000);
    expect(cache.peek('k')).toBeUndefined();
    let finish: (n: number) => void = () => undefined;
    const loading = cache.get('k', () => new Promise<number>((resolve) => (finish = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    finish(5);
    await loading;
    expect(cache.peek('k')).toEqual({ value: 5 });
    clock.advance(1_001);
    expect(cache.peek('k')).toBeUndefined();
    // Loaded again: the last value stands in until the new one arrives.
    const again = cache.get('k', () => new Promise<number>((resolve) => (finish = resolve)));
    expect(cache.peek('k')).toEqual({ value: 5 });
    finish(6);
    await again;
    expect(cache.peek('k')).toEqual({ value: 6 });
    cache.delete('k');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('drops the oldest entries past its capacity', async () => {
    const clock = new FakeClock(0);
    const cache = new TtlCache<number, number>(clock, () => 60_000, 2);
    let loads = 0;
    const load = (n: number) => async () => {
      loads++;
      return n;
    };
    await cache.get(1, load(1));
    await cache.get(2, load(2));
    await cache.get(3, load(3));
    await cache.get(1, load(1));
    expect(loads).toBe(4);
  });
});
