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

  it('keeps a message its filter refuses from that subscriber only, and lets it through a filter that throws', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessEventBus<Topics>((topic, error) => errors.push([topic, error]));
    const even: number[] = [];
    const all: number[] = [];
    const unsure: number[] = [];
    bus.subscribe(
      'numbers',
      (n) => void even.push(n),
      (n) => n % 2 === 0,
    );
    bus.subscribe('numbers', (n) => void all.push(n));
    bus.subscribe(
      'numbers',
      (n) => void unsure.push(n),
      (n) => {
        if (n === 3) throw new Error('three');
        return false;
      },
    );
    for (const n of [1, 2, 3, 4]) bus.publish('numbers', n);
    await bus.drain();
    expect(even).toEqual([2, 4]);
    expect(all).toEqual([1, 2, 3, 4]);
    expect(unsure).toEqual([3]);
    expect(errors).toEqual([['numbers', new Error('three')]]);
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

  it('keeps order and drains what handlers publish, through a lane that stays busy', async () => {
    const bus = new InProcessEventBus<Topics>(() => undefined);
    const seen: number[] = [];
    const words: string[] = [];
    bus.subscribe('numbers', async (n) => {
      if (n % 500 === 0) await new Promise((r) => setTimeout(r, 1));
      seen.push(n);
      if (n === 2999) bus.publish('words', 'last');
    });
    bus.subscribe('words', (w) => void words.push(w));
    for (let n = 0; n < 1500; n++) bus.publish('numbers', n);
    // Published while the lane is still at work: they join its queue.
    await new Promise((r) => setTimeout(r, 0));
    for (let n = 1500; n < 3000; n++) bus.publish('numbers', n);
    await bus.drain();
    expect(seen).toEqual(Array.from({ length: 3000 }, (_, n) => n));
    expect(words).toEqual(['last']);
  });

  it('runs a synchronous handler after publish returns, and reports what it throws', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessEventBus<Topics>((topic, error) => errors.push([topic, error]));
    const seen: number[] = [];
    bus.subscribe('numbers', (n) => {
      if (n === 2) throw new Error('two');
      seen.push(n);
    });
    bus.publish('numbers', 1);
    bus.publish('numbers', 2);
    bus.publish('numbers', 3);
    expect(seen).toEqual([]);
    await bus.drain();
    expect(seen).toEqual([1, 3]);
    expect(errors).toEqual([['numbers', new Error('two')]]);
  });
});
