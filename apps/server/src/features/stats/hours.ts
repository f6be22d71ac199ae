/**
 * Hours streamed, one way for the total and for its parts (issue 41: "Hours streamed 1.9" beside
 * a by-category sum of 1.8). Both come from the streams' spans in seconds; each stream's span is
 * cut where its minutes' category changes; the parts are rounded so that they add up to the
 * rounded total (largest remainder), in tenths of an hour.
 */

const HOUR_S = 3600;

export interface StreamSpan {
  startedAt: number;
  endedAt: number;
  /** The stream's category now: its span's when no minute was recorded. */
  category: string | null;
}

/** Seconds of one stream under each category: its span cut at each recorded category change. */
export function secondsByCategory(
  stream: StreamSpan,
  minutes: ReadonlyArray<{ minute: number; category: string | null }>,
  into = new Map<string | null, number>(),
): Map<string | null, number> {
  const end = Math.max(stream.startedAt, stream.endedAt);
  let cursor = stream.startedAt;
  let current = minutes[0]?.category ?? stream.category;
  const add = (until: number) => {
    const seconds = Math.max(0, Math.min(until, end) - cursor) / 1000;
    if (seconds > 0) into.set(current, (into.get(current) ?? 0) + seconds);
    cursor = Math.max(cursor, Math.min(until, end));
  };
  for (const row of minutes) {
    if (row.category === current) continue;
    add(row.minute);
    current = row.category;
  }
  add(end);
  return into;
}

/** Hours in tenths, as every stats surface shows them. */
export const tenthsOfHours = (seconds: number) => Math.round((seconds / HOUR_S) * 10) / 10;

/**
 * Each part's hours in tenths, adding up to the whole's (`tenthsOfHours(sum)`): the parts take
 * their floor, then the largest remainders take the tenths left.
 */
export function hoursAddingUp(seconds: readonly number[]): number[] {
  const total = Math.round((seconds.reduce((a, b) => a + b, 0) / HOUR_S) * 10);
  const exact = seconds.map((s) => (s / HOUR_S) * 10);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - floors[i]! }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = floors[i]! + 1;
    left -= 1;
  }
  return floors.map((tenths) => tenths / 10);
}
