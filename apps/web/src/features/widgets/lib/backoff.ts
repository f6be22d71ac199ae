const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 10_000;

/**
 * Reconnect delay: exponential from 0.5 s, capped at 10 s, half of each step random, so many
 * browser sources that lost the server at once do not all come back in the same millisecond.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}
