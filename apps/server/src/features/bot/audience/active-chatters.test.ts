import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../platform/clock';
import { ActiveChatters, type SharedChatters } from './active-chatters';

describe('ActiveChatters', () => {
  it('counts distinct chatters per channel over the last minutes', () => {
    const clock = new FakeClock(Date.UTC(2026, 10, 25, 12));
    const active = new ActiveChatters(clock);
    active.add('owner-a', '1');
    active.add('owner-a', '2');
    active.add('owner-b', '1');
    clock.advance(6 * 60_000);
    active.add('owner-a', '3');
    active.add('owner-a', '3');
    expect(active.local('owner-a', 5)).toBe(1);
    expect(active.local('owner-a', 10)).toBe(3);
    expect(active.local('owner-b', 10)).toBe(1);
    // A chatter who speaks again moves to the back: still counted in the last 5 minutes.
    active.add('owner-a', '1');
    expect(active.local('owner-a', 5)).toBe(2);
    clock.advance(10 * 60_000 + 1);
    active.add('owner-a', '4');
    expect(active.local('owner-a', 10)).toBe(1);
    active.sweep();
    expect(active.local('owner-b', 10)).toBe(0);
  });

  it('clamps the window to 1..10 minutes', () => {
    const clock = new FakeClock(Date.UTC(2026, 10, 25, 12));
    const active = new ActiveChatters(clock);
    active.add('o', '1');
    clock.advance(9 * 60_000);
    expect(active.local('o', 60)).toBe(1);
    expect(active.local('o', 0)).toBe(0);
    expect(active.local('o', Number.NaN)).toBe(0);
  });

  it('adds up every node through the shared store, and falls back to its own when it fails', async () => {
    const clock = new FakeClock(Date.UTC(2026, 10, 25, 12));
    const stored = new Map<string, Map<string, number>>();
    let down = false;
    const shared: SharedChatters = {
      async add(ownerId, seen) {
        if (down) throw new Error('redis away');
        const channel = stored.get(ownerId) ?? new Map<string, number>();
        for (const [id, at] of seen) channel.set(id, at);
        stored.set(ownerId, channel);
      },
      async count(ownerId, since) {
        if (down) throw new Error('redis away');
        return [...(stored.get(ownerId)?.values() ?? [])].filter((at) => at > since).length;
      },
    };
    const errors: unknown[] = [];
    const nodeA = new ActiveChatters(clock, shared, (e) => errors.push(e));
    const nodeB = new ActiveChatters(clock, shared, (e) => errors.push(e));
    nodeA.add('o', '1');
    nodeA.add('o', '2');
    nodeB.add('o', '2');
    nodeB.add('o', '3');
    await nodeA.flush();
    expect(await nodeB.count('o', 5)).toBe(3);
    down = true;
    nodeB.add('o', '4');
    expect(await nodeB.count('o', 5)).toBe(3);
    expect(errors).toHaveLength(1);
  });
});
