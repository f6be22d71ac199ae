import { MARKER_RULES, type MarkerKind } from '@kyo/contracts';
import type { MinuteCounts } from './markers.repo';

const MINUTE = 60_000;

export interface FoundMoment {
  kind: Exclude<MarkerKind, 'manual'>;
  /** The minute's start (ms). */
  minute: number;
  /** Lines, gifted subs or Kicks in that minute. */
  value: number;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The moments of a stream's minutes (MARKER_RULES): chat at least `chatFactor` × the stream's
 * median minute (minutes without a row count as quiet) and at least `chatMin` lines; `gifts`
 * gifted subs; `kicks` Kicks. A count only grows, so a minute still running that already passes
 * is a moment for good. A moment lasting several minutes is found once, at its first minute.
 */
export function findMoments(
  rows: readonly MinuteCounts[],
  startedAt: number,
  now: number,
): FoundMoment[] {
  const first = Math.floor(startedAt / MINUTE);
  const last = Math.floor(now / MINUTE);
  const n = Math.max(1, last - first + 1);
  const messages = new Array<number>(n).fill(0);
  const byIndex = new Map<number, MinuteCounts>();
  for (const row of rows) {
    const i = Math.floor(row.minute.getTime() / MINUTE) - first;
    if (i < 0 || i >= n) continue;
    messages[i] = row.messages;
    byIndex.set(i, row);
  }
  const chatBar = Math.max(MARKER_RULES.chatMin, MARKER_RULES.chatFactor * median(messages));
  const tests: Array<[FoundMoment['kind'], (row: MinuteCounts | undefined) => number, number]> = [
    ['chat', (row) => row?.messages ?? 0, chatBar],
    ['gifts', (row) => row?.giftedSubs ?? 0, MARKER_RULES.gifts],
    ['kicks', (row) => row?.kicks ?? 0, MARKER_RULES.kicks],
  ];
  const found: FoundMoment[] = [];
  for (const [kind, value, bar] of tests) {
    for (let i = 0; i < n; i++) {
      const v = value(byIndex.get(i));
      if (v < bar) continue;
      if (i > 0 && value(byIndex.get(i - 1)) >= bar) continue;
      found.push({ kind, minute: (first + i) * MINUTE, value: v });
    }
  }
  return found.sort((a, b) => a.minute - b.minute);
}
