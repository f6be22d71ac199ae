import type { Clock } from './clock';
import { tooManyRequests } from './http/http-error';

export interface RateLimitRule {
  /** How many hits are allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters in memory, keyed by rule name and subject (IP, account). One process
 * holds them; a multi-node deployment would move them to Redis behind this same interface.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly clock: Clock,
    private readonly factor = 1,
  ) {}

  /** Counts one hit; throws a 429 with Retry-After when the subject is over the limit. */
  hit(rule: string, subject: string, { limit, windowMs }: RateLimitRule): void {
    const now = this.clock.now();
    this.sweep(now);
    const key = `${rule}:${subject}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > Math.ceil(limit * this.factor)) {
      throw tooManyRequests((window.resetAt - now) / 1000);
    }
  }

  /** Forgets a subject's hits (e.g. failed logins after a successful one). */
  reset(rule: string, subject: string): void {
    this.windows.delete(`${rule}:${subject}`);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
