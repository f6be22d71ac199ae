/** A new timer's first message comes at least this long after it is saved. */
export const MIN_FIRST_DELAY_MS = 60_000;

const mod = (a: number, n: number) => ((a % n) + n) % n;

/**
 * The first due time of a timer, staggered against the channel's other timers with the same
 * interval: its phase (due time modulo the interval) goes in the middle of the widest gap
 * between theirs, so three 10-minute timers post about every 3 minutes instead of together
 * (the burst streamers complain about). Alone, it first posts one interval from now.
 */
export function staggeredFirstRun(now: number, intervalMs: number, peerDueTimes: number[]): number {
  if (peerDueTimes.length === 0) return now + intervalMs;
  const phases = [...new Set(peerDueTimes.map((t) => mod(t, intervalMs)))].sort((a, b) => a - b);
  let bestStart = phases[phases.length - 1]!;
  let bestGap = phases[0]! + intervalMs - bestStart;
  for (let i = 1; i < phases.length; i++) {
    const gap = phases[i]! - phases[i - 1]!;
    if (gap > bestGap) {
      bestGap = gap;
      bestStart = phases[i - 1]!;
    }
  }
  const phase = mod(bestStart + Math.floor(bestGap / 2), intervalMs);
  let first = now + mod(phase - now, intervalMs);
  if (first - now < MIN_FIRST_DELAY_MS) first += intervalMs;
  return first;
}

/**
 * The slot after `due` that is still ahead of `now`: a timer that missed slots (the app was
 * down) posts once and keeps its phase, it does not catch up with a burst.
 */
export function nextSlotAfter(due: number, intervalMs: number, now: number): number {
  if (due > now) return due + intervalMs;
  const missed = Math.floor((now - due) / intervalMs) + 1;
  return due + missed * intervalMs;
}
