import type { BackoffPolicy } from './poll-types';

/**
 * Exponential backoff with "equal jitter": the n-th consecutive failure waits between half and
 * all of `base·2^(n-1)`, capped at `max`. Jitter keeps many pollers that failed together (a
 * platform outage) from retrying in step; the cap bounds how stale a value stays after the
 * platform recovers.
 */
export function backoffDelay(
  failures: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
