import { describe, expect, it } from 'vitest';
import { InProcessEventBus } from './event-bus';

type Topics = { numbers: number; words: string };

describe('in-process event bus', () => {
  it('delivers to every subscriber of the topic, asynchronously and in order', async () => {
    const bus = new InProcessEventBus<Topics>(() => undefined);
    const seen: string[] = [];
    bus.subscribe('numbers', async (n) => {
      await new Promise((r) => setTimeout(r, n === 1 ? 20 : 0));
      seen.push(`a${n}`);
    });
    bus.subscribe('numbers', (n) => void seen.push(`b${n}`));
    bus.subscribe('words', (w) => void seen.push(w));
    bus.publish('numbers', 1);
    bus.publish('numbers', 2);
    expect(seen).toEqual([]);
    await bus.drain();
    expect(seen.filter((s) => s.startsWith('a'))).toEqual(['a1', 'a2']);
    expect(seen.filter((s) => s.startsWith('b'))).toEqual(['b1', 'b2']);
    expect(seen).not.toContain('hello');
  });

  it('reports a failing handler without stopping the others', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessEventBus<Topics>((_, error) => errors.push(error));
    const seen: number[] = [];
    bus.subscribe('numbers', () => {
      throw new Error('boom');
    });
    bus.subscribe('numbers', (n) => void seen.push(n));
    bus.publish('numbers', 7);
    bus.publish('numbers', 8);
    await bus.drain();
    expect(seen).toEqual([7, 8]);
    expect(errors).toHaveLength(2);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = new InProcessEventBus<Topics>(() => undefined);
    const seen: number[] = [];
    const off = bus.subscribe('numbers', (n) => void seen.push(n));
    bus.publish('numbers', 1);
    await bus.drain();
    off();
    bus.publish('numbers', 2);
    await bus.drain();
    expect(seen).toEqual([1]);
  });
});
