import type { Timers } from '../types/timers';

/** Timers driven by hand: `advance(ms)` runs what falls due, in order. */
export function manualTimers(): Timers & {
  advance(ms: number): void;
  pending(): number;
  now(): number;
} {
  let now = 0;
  let id = 0;
  const due = new Map<number, { at: number; callback: () => void }>();
  return {
    set(callback, ms) {
      due.set(++id, { at: now + ms, callback });
      return id;
    },
    clear(handle) {
      due.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!next || next[1].at > end) break;
        due.delete(next[0]);
        now = next[1].at;
        next[1].callback();
      }
      now = end;
    },
    pending: () => due.size,
    now: () => now,
  };
}
