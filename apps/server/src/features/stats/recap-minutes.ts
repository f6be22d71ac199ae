import type { StatsRecap } from '@kyo/contracts';
import type { MinuteRow } from './stats-queries.repo';
import type { StreamRow } from './streams.repo';

const MINUTE = 60_000;
/** A recap draws at most three days of minutes (a longer "stream" is a stream left open). */
export const MAX_MINUTES = 3 * 24 * 60;

type Minutes = StatsRecap['minutes'];

/**
 * A stream's minutes from its first to its last, one entry each: a minute with no row (nothing
 * happened, no reading) has zero counts and no viewer value, so charts show a gap, not a zero.
 */
export function denseMinutes(stream: StreamRow, rows: MinuteRow[], endMs: number): Minutes {
  const first = Math.floor(stream.startedAt.getTime() / MINUTE);
  const lastRow = rows.length
    ? Math.floor(rows[rows.length - 1]!.minute.getTime() / MINUTE)
    : first;
  const last = Math.min(first + MAX_MINUTES - 1, Math.max(lastRow, Math.floor(endMs / MINUTE)));
  const n = Math.max(1, last - first + 1);
  const out: Minutes = {
    at: Array.from({ length: n }, (_, i) => (first + i) * MINUTE),
    viewers: new Array<number | null>(n).fill(null),
    messages: new Array<number>(n).fill(0),
    chatters: new Array<number>(n).fill(0),
    follows: new Array<number>(n).fill(0),
    subs: new Array<number>(n).fill(0),
    giftedSubs: new Array<number>(n).fill(0),
    kicks: new Array<number>(n).fill(0),
    category: new Array<string | null>(n).fill(null),
  };
  for (const row of rows) {
    const i = Math.floor(row.minute.getTime() / MINUTE) - first;
    if (i < 0 || i >= n) continue;
    out.viewers[i] = row.viewerReadings > 0 ? Math.round(row.viewerSum / row.viewerReadings) : null;
    out.messages[i] = row.messages;
    out.chatters[i] = row.chatters;
    out.follows[i] = row.follows;
    out.subs[i] = row.subs + row.renewals;
    out.giftedSubs[i] = row.giftedSubs;
    out.kicks[i] = row.kicks;
    out.category[i] = row.category;
  }
  // A minute without a row was under the category of the minute before it.
  for (let i = 1; i < n; i++) out.category[i] ??= out.category[i - 1] ?? null;
  return out;
}

/** The `count` busiest minutes by chat lines (ties: the earlier), busiest first. */
export function moments(minutes: Minutes, startedAt: number, count: number) {
  return minutes.at
    .map((at, i) => ({ at, i, messages: minutes.messages[i]! }))
    .filter((m) => m.messages > 0)
    .sort((a, b) => b.messages - a.messages || a.at - b.at)
    .slice(0, count)
    .map((m) => ({
      at: new Date(m.at).toISOString(),
      // From the start's minute: the same offsets as the minutes' table and CSV.
      offsetSeconds: Math.max(
        0,
        Math.round((m.at - Math.floor(startedAt / 60_000) * 60_000) / 1000),
      ),
      messages: m.messages,
      chatters: minutes.chatters[m.i]!,
    }));
}
