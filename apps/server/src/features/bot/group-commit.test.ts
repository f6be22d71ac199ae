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

  it('caps a batch and rejects only the callers of a failed write', async () => {
    let calls = 0;
    const writer = new GroupCommit<number, number>(
      async (items) => {
        calls++;
        if (items.includes(2)) throw new Error('boom');
        return items;
      },
      { maxBatch: 2 },
    );
    const results = await Promise.allSettled([writer.add(1), writer.add(2), writer.add(3)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(calls).toBe(2);
    await writer.idle();
  });
});
