/**
 * How long to wait before the n-th retry, the one exponential backoff of the app (the platforms'
 * HTTP calls, the pollers, Kick's chat and moderation calls, the Discord card, a display's
 * reconnect): `baseMs · 2^(attempt-1)`, capped at `maxMs`, then jittered so many clients that
 * failed together do not retry in step.
 */
export interface BackoffPolicy {
  baseMs: number;
  /** The longest wait (default: none). */
  maxMs?: number;
  /**
   * `equal`: between half and all of the step (the pollers', a display's reconnect); a number r:
   * within ±r of the step (0.2: ±20 %); 0 or absent: the step itself.
   */
  jitter?: 'equal' | number;
}

/** The wait before retry `attempt` (1 for the first retry), in whole milliseconds. */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const step = Math.min(policy.maxMs ?? Infinity, policy.baseMs * 2 ** exponent);
  const jitter = policy.jitter ?? 0;
  if (jitter === 'equal') return Math.round(step / 2 + (step / 2) * random());
  return Math.round(step * (1 - jitter + 2 * jitter * random()));
}
