import { backoffDelay as delay } from '@kyo/contracts';
import type { BackoffPolicy } from './poll-types';

/**
 * Exponential backoff with "equal jitter" (the app's one backoff, contracts' backoff.ts): the
 * n-th consecutive failure waits between half and all of `base·2^(n-1)`, capped at `max`. Jitter
 * keeps many pollers that failed together (a platform outage) from retrying in step; the cap
 * bounds how stale a value stays after the platform recovers.
 */
export function backoffDelay(
  failures: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  return delay(failures, { baseMs: policy.baseMs, maxMs: policy.maxMs, jitter: 'equal' }, random);
}
