import { describe, expect, it } from 'vitest';
import type { ClusterChannel } from '../../platform/redis/redis-channel';
import { FlushBarrier } from './flush-barrier';

/** Nodes on one in-memory channel; `listening` is what Redis would count. */
function cluster(listening: number) {
  const handlers = new Map<string, (message: unknown) => void>();
  const channelOf = (node: string): ClusterChannel => ({
    publish: (message) => {
      for (const [other, handler] of handlers) if (other !== node) handler(message);
    },
    publishCounted: async (message) => {
      for (const [other, handler] of handlers) if (other !== node) handler(message);
      return listening;
    },
    listen: async (handler) => void handlers.set(node, handler),
    close: async () => void handlers.delete(node),
  });
  return channelOf;
}

describe('the flush barrier', () => {
  it('waits for every other node’s flush before it resolves', async () => {
    const channelOf = cluster(3);
    const flushed: string[] = [];
    const node = (name: string, ms: number) =>
      new FlushBarrier(
        () =>
          new Promise<void>((resolve) => setTimeout(() => resolve(void flushed.push(name)), ms)),
        channelOf(name),
        () => undefined,
      );
    const [a, b, c] = [node('a', 1), node('b', 30), node('c', 60)];
    await Promise.all([a.listen(), b.listen(), c.listen()]);
    await a.everywhere();
    expect(flushed.sort()).toEqual(['a', 'b', 'c']);
  });

  it('goes on without a node that does not answer in time', async () => {
    const channelOf = cluster(3);
    const flushed: string[] = [];
    const a = new FlushBarrier(
      async () => void flushed.push('a'),
      channelOf('a'),
      () => undefined,
      50,
    );
    const b = new FlushBarrier(
      async () => void flushed.push('b'),
      channelOf('b'),
      () => undefined,
    );
    await Promise.all([a.listen(), b.listen()]);
    // The third node Redis counts never answers (it died after subscribing).
    const started = Date.now();
    await a.everywhere();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(flushed.sort()).toEqual(['a', 'b']);
  });
});
