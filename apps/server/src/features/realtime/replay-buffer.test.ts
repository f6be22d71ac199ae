import { describe, expect, it } from 'vitest';
import { ReplayBuffer } from './replay-buffer';

const MINUTE = 60_000;

function filled(count: number, { capacity = 5, maxAgeMs = 15 * MINUTE, at = 0 } = {}) {
  const buffer = new ReplayBuffer<string>(capacity, maxAgeMs);
  for (let seq = 1; seq <= count; seq++) buffer.push(seq, at, `e${seq}`);
  return buffer;
}

describe('replay buffer', () => {
  it('gives the events after the last one a client saw, oldest first', () => {
    expect(filled(4).after(1, 4, 0)).toEqual(['e2', 'e3', 'e4']);
  });

  it('gives nothing (and allows the resume) when the client saw the last event', () => {
    expect(filled(4).after(4, 4, 0)).toEqual([]);
    expect(filled(0).after(0, 0, 0)).toEqual([]);
  });

  it('keeps the newest events when it is full', () => {
    const buffer = filled(8);
    expect(buffer.length).toBe(5);
    expect(buffer.after(3, 8, 0)).toEqual(['e4', 'e5', 'e6', 'e7', 'e8']);
  });

  it('refuses a resume when an event the client missed was pushed out', () => {
    expect(filled(8).after(2, 8, 0)).toBeNull();
  });

  it('refuses a resume when an event the client missed has expired', () => {
    const buffer = new ReplayBuffer<string>(5, 15 * MINUTE);
    buffer.push(1, 0, 'e1');
    buffer.push(2, 10 * MINUTE, 'e2');
    expect(buffer.after(0, 2, 16 * MINUTE)).toBeNull();
    expect(buffer.after(1, 2, 16 * MINUTE)).toEqual(['e2']);
    expect(buffer.after(1, 2, 26 * MINUTE)).toBeNull();
  });

  it('refuses a client that claims a sequence number the server never sent', () => {
    expect(filled(3).after(7, 3, 0)).toBeNull();
  });

  it('resumes a client without the entries older than the catch-up limit', () => {
    const buffer = new ReplayBuffer<string>(5, 15 * MINUTE);
    buffer.push(1, 0, 'e1');
    buffer.push(2, 2 * MINUTE, 'e2');
    buffer.push(3, 3 * MINUTE, 'e3');
    expect(buffer.after(0, 3, 3 * MINUTE, 2 * MINUTE)).toEqual(['e2', 'e3']);
    expect(buffer.after(0, 3, 5 * MINUTE, 4 * MINUTE)).toEqual([]);
  });

  it('leaves out the entries its filter refuses (a cancelled event)', () => {
    expect(filled(4).after(0, 4, 0, -Infinity, (item) => item !== 'e3')).toEqual([
      'e1',
      'e2',
      'e4',
    ]);
  });

  it('wraps around its ring many times without losing order', () => {
    const buffer = filled(1003, { capacity: 7 });
    expect(buffer.after(999, 1003, 0)).toEqual(['e1000', 'e1001', 'e1002', 'e1003']);
  });
});
