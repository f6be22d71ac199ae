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

  it('answers from the value in hand near its end while loading again behind it', async () => {
    const clock = new FakeClock(0);
    const cache = new TtlCache<string, number>(clock, () => 5_000, 100, 1_000);
    let loads = 0;
    let finish: (n: number) => void = () => undefined;
    const slow = () => {
      loads++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = cache.get('k', slow);
    finish(1);
    expect(await first).toBe(1);
    clock.advance(3_999);
    expect(await cache.get('k', slow)).toBe(1);
    expect(loads).toBe(1); // not yet in its last second
    clock.advance(1);
    // In its last second: the value in hand at once, one load behind it however many ask.
    expect(await cache.get('k', slow)).toBe(1);
    expect(await cache.get('k', slow)).toBe(1);
    expect(loads).toBe(2);
    finish(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', slow)).toBe(2);
    // The new value has a whole life of its own.
    clock.advance(3_999);
    expect(await cache.get('k', slow)).toBe(2);
    expect(loads).toBe(2);
  });

  it('keeps no value loaded ahead across a delete, and waits for a load past the end', async () => {
    const clock = new FakeClock(0);
    const cache = new TtlCache<string, number>(clock, () => 5_000, 100, 1_000);
    let finish: (n: number) => void = () => undefined;
    let failNext = false;
    const slow = () =>
      failNext
        ? Promise.reject(new Error('down'))
        : new Promise<number>((resolve) => (finish = resolve));
    const first = cache.get('k', slow);
    finish(1);
    await first;
    clock.advance(4_500);
    expect(await cache.get('k', slow)).toBe(1); // starts a load ahead
    const before = finish;
    cache.delete('k'); // a change made here, after that load read
    const fresh = cache.get('k', slow);
    finish(3);
    before(2); // the load ahead ends last: its older value must not win
    expect(await fresh).toBe(3);
    await Promise.resolve();
    expect(await cache.get('k', slow)).toBe(3);
    // A failed load ahead keeps the value in hand until its end; then callers wait for a load.
    clock.advance(4_500);
    failNext = true;
    expect(await cache.get('k', slow)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', slow)).toBe(3);
    failNext = false;
    clock.advance(600);
    let settled = false;
    const waited = cache.get('k', slow).then((n) => {
      settled = true;
      return n;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    finish(4);
    expect(await waited).toBe(4);
  });
});
