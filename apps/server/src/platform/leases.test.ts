import { describe, expect, it } from 'vitest';
import { Leases, type LeaseStore } from './leases';

/** A lease store like Redis's: a holder per name, gone when its time runs out. */
function memoryStore(now: () => number) {
  const leases = new Map<string, { holder: string; until: number }>();
  let down = false;
  const store: LeaseStore = {
    async hold(name, holder, ttlMs) {
      if (down) throw new Error('store down');
      const lease = leases.get(name);
      if (lease && lease.until > now() && lease.holder !== holder) return false;
      leases.set(name, { holder, until: now() + ttlMs });
      return true;
    },
    async release(name, holder) {
      if (leases.get(name)?.holder === holder) leases.delete(name);
    },
  };
  return { store, setDown: (value: boolean) => (down = value) };
}

describe('leases', () => {
  const options = { ttlMs: 10_000, renewMs: 2_000 };

  it('lets one node hold a lease while it renews it, and another take it once it stops', async () => {
    let t = 0;
    const now = () => t;
    const { store } = memoryStore(now);
    const a = new Leases(store, 'a', now, options);
    const b = new Leases(store, 'b', now, options);
    a.want('timers');
    await a.renew();
    b.want('timers');
    await b.renew();
    expect([a.holds('timers'), b.holds('timers')]).toEqual([true, false]);
    // A renews every 2 s for a minute: B never gets it.
    for (; t < 60_000; t += 2_000) {
      await a.renew();
      await b.renew();
      expect([a.holds('timers'), b.holds('timers')]).toEqual([true, false]);
    }
    // A dies (no more renewals). A's own belief ends before the store lets the lease go…
    const diedAt = t;
    let takenAt: number | null = null;
    for (; takenAt === null; t += 2_000) {
      await b.renew();
      expect(a.holds('timers') && b.holds('timers')).toBe(false);
      if (b.holds('timers')) takenAt = t;
    }
    // …and B has it within the lease time plus one renewal.
    expect(takenAt - diedAt).toBeLessThanOrEqual(options.ttlMs + options.renewMs);
    await a.stop();
    await b.stop();
  });

  it('hands a lease over at once when its holder stops cleanly', async () => {
    const t = 0;
    const now = () => t;
    const { store } = memoryStore(now);
    const a = new Leases(store, 'a', now, options);
    const b = new Leases(store, 'b', now, options);
    a.want('watchdog');
    await a.renew();
    b.want('watchdog');
    await a.stop();
    await b.renew();
    expect(b.holds('watchdog')).toBe(true);
    await b.stop();
  });

  it('runs the work on every node while the store is away, and competes again when it is back', async () => {
    let t = 0;
    const now = () => t;
    const { store, setDown } = memoryStore(now);
    const errors: unknown[] = [];
    const a = new Leases(store, 'a', now, options, (error) => errors.push(error));
    const b = new Leases(store, 'b', now, options);
    a.want('timers');
    b.want('timers');
    await a.renew();
    await b.renew();
    setDown(true);
    await a.renew();
    await b.renew();
    expect([a.holds('timers'), b.holds('timers')]).toEqual([true, true]);
    expect(errors).toHaveLength(1);
    setDown(false);
    t += 2_000;
    await a.renew();
    await b.renew();
    expect([a.holds('timers'), b.holds('timers')].filter(Boolean)).toHaveLength(1);
    await a.stop();
    await b.stop();
  });

  it('is always held without a store (one node)', () => {
    const single = new Leases(undefined, 'only', () => 0);
    single.want('timers');
    expect(single.holds('timers')).toBe(true);
    expect(single.held()).toEqual([]);
  });
});
