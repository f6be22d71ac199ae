import { describe, expect, it } from 'vitest';
import { FakeClock } from './clock';
import { SharedCooldowns, type SharedCooldownStore } from './shared-cooldowns';

/** A store as Redis keeps it: one end per key, on the callers' clock. */
class MemoryStore implements SharedCooldownStore {
  readonly ends = new Map<string, number>();
  calls = 0;
  down = false;
  async take(key: string, now: number, ms: number): Promise<number> {
    this.calls++;
    if (this.down) throw new Error('redis is away');
    const held = this.ends.get(key) ?? 0;
    if (held > now) return held - now;
    this.ends.set(key, now + ms);
    return 0;
  }
}

describe('shared cooldowns', () => {
  it('holds a key on one node for its cooldown, in memory', async () => {
    const clock = new FakeClock();
    const cooldowns = new SharedCooldowns(clock);
    expect(await cooldowns.take('queue', 10_000)).toBe(true);
    expect(await cooldowns.take('queue', 10_000)).toBe(false);
    expect(await cooldowns.take('song', 10_000)).toBe(true);
    clock.advance(9_999);
    expect(cooldowns.remainingMs('queue')).toBe(1);
    clock.advance(1);
    expect(await cooldowns.take('queue', 10_000)).toBe(true);
    expect(await cooldowns.take('voteskip', 0)).toBe(true);
    expect(await cooldowns.take('voteskip', 0)).toBe(true);
  });

  it('lets one of two nodes take a key at once, and the other waits out what is left', async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    const [a, b] = [new SharedCooldowns(clock, store), new SharedCooldowns(clock, store)];
    expect(await Promise.all([a.take('queue', 10_000), b.take('queue', 10_000)])).toEqual([
      true,
      false,
    ]);
    clock.advance(4_000);
    expect(b.remainingMs('queue')).toBe(6_000);
    // Known on B now: a second try there costs no round trip.
    const calls = store.calls;
    expect(await b.take('queue', 10_000)).toBe(false);
    expect(store.calls).toBe(calls);
    clock.advance(6_000);
    expect(await b.take('queue', 10_000)).toBe(true);
  });

  it('counts on its own node while the store is away, and says why', async () => {
    const clock = new FakeClock();
    const store = new MemoryStore();
    const errors: unknown[] = [];
    const cooldowns = new SharedCooldowns(clock, store, (error) => errors.push(error));
    store.down = true;
    expect(await cooldowns.take('quote', 5_000)).toBe(true);
    expect(await cooldowns.take('quote', 5_000)).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
