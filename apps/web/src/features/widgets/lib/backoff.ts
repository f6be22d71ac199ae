import { backoffDelay as delay } from '@kyo/contracts/backoff';

/** A display's and a dashboard's reconnect: from 0.5 s, doubling, capped at 10 s. */
const RECONNECT = { baseMs: 500, maxMs: 10_000, jitter: 'equal' } as const;

/**
 * Reconnect delay (`attempt` counts from 0): half of each step random, so many browser sources
 * that lost the server at once do not all come back in the same millisecond.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return delay(attempt + 1, RECONNECT, random);
}
