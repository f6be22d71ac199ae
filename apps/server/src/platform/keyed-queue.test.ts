import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keyed queue', () => {
  it('runs the tasks of one key in order and different keys side by side', async () => {
    const queue = new KeyedQueue(() => undefined);
    const seen: string[] = [];
    void queue.run('a', async () => {
      await tick(15);
      seen.push('a1');
    });
    void queue.run('a', async () => void seen.push('a2'));
    void queue.run('b', async () => void seen.push('b1'));
    await queue.idle();
    expect(seen).toEqual(['b1', 'a1', 'a2']);
  });

  it('reports a failing task and keeps going', async () => {
    const errors: Array<[unknown, string]> = [];
    const queue = new KeyedQueue((error, key) => errors.push([error, key]));
    const seen: number[] = [];
    void queue.run('a', async () => {
      throw new Error('boom');
    });
    void queue.run('a', async () => void seen.push(2));
    await queue.idle();
    expect(seen).toEqual([2]);
    expect(errors).toHaveLength(1);
    expect(errors[0]![1]).toBe('a');
  });
});
