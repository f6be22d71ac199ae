import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../clock';
import { Leases, type LeaseStore } from '../leases';
import type { ClusterChannel } from '../redis/redis-channel';
import { PollerService } from './poller-service';
import { FakePlatform, FakeTokens, SECOND, T0, testResource } from './pollers.test-helper';
import { ManualTimers } from './timers';

/** Leases kept in memory, expiring on the fake clock, as Redis keeps them. */
function leaseStore(clock: FakeClock): LeaseStore {
  const held = new Map<string, { holder: string; until: number }>();
  return {
    async hold(name, holder, ttlMs) {
      const lease = held.get(name);
      if (lease && lease.until > clock.now() && lease.holder !== holder) return false;
      held.set(name, { holder, until: clock.now() + ttlMs });
      return true;
    },
    async release(name, holder) {
      if (held.get(name)?.holder === holder) held.delete(name);
    },
  };
}

/** A cluster channel between nodes in memory: each message reaches every other node. */
function channels() {
  const handlers = new Map<string, (message: unknown) => void>();
  return (node: string): ClusterChannel => ({
    publish(message) {
      for (const [other, handler] of handlers)
        if (other !== node) handler(JSON.parse(JSON.stringify(message)));
    },
    async listen(handler) {
      handlers.set(node, handler);
    },
    async close() {
      handlers.delete(node);
    },
  });
}

describe('pollers on several nodes', () => {
  const options = { ttlMs: 10_000, renewMs: 2_000 };

  async function world() {
    const clock = new FakeClock(T0);
    const timers = new ManualTimers(clock);
    const platform = new FakePlatform(clock);
    const store = leaseStore(clock);
    const channel = channels();
    const node = async (name: string) => {
      const leases = new Leases(store, name, () => clock.now(), options);
      const service = new PollerService({
        clock,
        timers,
        log: { warn: vi.fn(), error: vi.fn() },
        random: () => 0.5,
        share: { leases, channel: channel(name) },
      });
      await service.listen();
      const poller = service.register(testResource(platform), new FakeTokens());
      return { leases, service, poller };
    };
    const a = await node('a');
    const b = await node('b');
    const alive = new Set([a, b]);
    /** Time passes; the live nodes renew their leases every `renewMs`, as their timers do. */
    const advance = async (ms: number) => {
      for (let left = ms; left > 0; left -= options.renewMs) {
        for (const one of alive) await one.leases.renew();
        await timers.advance(Math.min(options.renewMs, left));
      }
    };
    return { clock, timers, platform, a, b, alive, advance };
  }

  it('polls each key on one node and tells the other, which answers reads from what it heard', async () => {
    const { platform, a, b, advance } = await world();
    a.poller.demand('chan', 'overlay');
    await a.leases.renew();
    b.poller.demand('chan', 'overlay');
    await b.leases.renew();
    expect([a.poller.pollsHere('chan'), b.poller.pollsHere('chan')]).toEqual([true, false]);
    await advance(35 * SECOND);
    // The same calls as one node would make: not one per node.
    expect(platform.callTimes('chan')).toEqual([0, 10_000, 20_000, 30_000]);
    platform.readings.set('chan', { n: 5 });
    await advance(10 * SECOND);
    expect(b.poller.current('chan')).toMatchObject({ status: 'ok', value: { n: 5 } });
    // A read on the node that does not poll is served by what it heard: no call of its own.
    const calls = platform.calls.length;
    const view = await b.poller.read('chan', {
      reason: 'bot:{viewers}',
      holdMs: 60_000,
      maxAgeMs: 15_000,
      waitMs: 3_000,
    });
    expect(view.value).toEqual({ n: 5 });
    expect(platform.calls).toHaveLength(calls);
    await a.leases.stop();
    await b.leases.stop();
  });

  it('moves the polling to the other node within the lease time when the polling node dies', async () => {
    const { clock, platform, a, b, alive, advance } = await world();
    a.poller.demand('chan', 'overlay');
    await a.leases.renew();
    b.poller.demand('chan', 'overlay');
    await b.leases.renew();
    await advance(25 * SECOND);
    expect(platform.calls).toHaveLength(3);
    // Node A is killed: it stops polling and renewing, without handing anything back.
    alive.delete(a);
    await a.service.stop();
    const diedAt = clock.now();
    await advance(14 * SECOND);
    expect(b.poller.pollsHere('chan')).toBe(true);
    const after = platform.calls.filter((call) => call.at > diedAt);
    expect(after.length).toBeGreaterThanOrEqual(1);
    // B's first call comes within the lease time, a renewal and its one-second re-check.
    expect(after[0]!.at - diedAt).toBeLessThanOrEqual(options.ttlMs + options.renewMs + SECOND);
    await b.leases.stop();
  });

  it('hands a key over as soon as the polling node stops wanting it', async () => {
    const { platform, a, b, advance } = await world();
    a.poller.demand('chan', 'overlay');
    await a.leases.renew();
    b.poller.demand('chan', 'overlay');
    await b.leases.renew();
    await advance(5 * SECOND);
    expect(b.poller.pollsHere('chan')).toBe(false);
    a.poller.release('chan', 'overlay');
    await b.leases.renew();
    expect(b.poller.pollsHere('chan')).toBe(true);
    const before = platform.calls.length;
    await advance(12 * SECOND);
    expect(platform.calls.length).toBeGreaterThan(before);
    await b.leases.stop();
  });
});
