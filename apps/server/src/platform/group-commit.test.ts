import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('group commit', () => {
  it('writes what arrives meanwhile in one batch and answers each caller its own result', async () => {
    const batches: number[][] = [];
    const writer = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      await tick();
      return items.map((n) => n * 10);
    });
    const first = writer.add(1);
    const rest = [writer.add(2), writer.add(3)];
    expect(await first).toBe(10);
    const later = writer.add(4);
    expect(await Promise.all([...rest, later])).toEqual([20, 30, 40]);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('lingers to collect more writes when asked to', async () => {
    const batches: number[][] = [];
    const writer = new GroupCommit<number, number>(
      async (items) => {
        batches.push(items);
        return items;
      },
      { lingerMs: 5 },
    );
    const first = writer.add(1);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const second = writer.add(2);
    await Promise.all([first, second]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('caps a batch, and a row the store refuses fails only its own caller', async () => {
    const writes: number[][] = [];
    const writer = new GroupCommit<number, number>(
      async (items) => {
        writes.push(items);
        if (items.includes(2)) throw new Error(`boom ${items.join(',')}`);
        return items;
      },
      { maxBatch: 2 },
    );
    const results = await Promise.allSettled([writer.add(1), writer.add(2), writer.add(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[1]).toMatchObject({ reason: new Error('boom 2') });
    // The failed batch [1, 2] is retried row by row; [3] was never in trouble.
    expect(writes).toEqual([[1, 2], [1], [2], [3]]);
    await writer.idle();
  });
});
