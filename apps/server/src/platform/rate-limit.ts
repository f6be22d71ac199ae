import type { Clock } from './clock';
import { tooManyRequests } from './http/http-error';

export interface RateLimitRule {
  /** How many hits are allowed per window. */
  limit: number;
  windowMs: number;
}

/** Window counters every node shares (Redis, when `REDIS_URL` is set). */
export interface SharedWindowCounter {
  hit(
    rule: string,
    subject: string,
    windowMs: number,
  ): Promise<{ count: number; resetInMs: number }>;
  reset(rule: string, subject: string): Promise<void>;
}

/**
 * Fixed-window counters keyed by rule name and subject (IP, account). `hit` counts in this
 * process (socket floods, API abuse: per node is enough); `hitShared` counts on every node at
 * once through Redis when it is configured (sign-in, sign-up, password reset: a brute force
 * spread over several nodes meets the same limit as on one), falling back to this node's count
 * while Redis is away.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly clock: Clock,
    private readonly factor = 1,
    private readonly shared?: SharedWindowCounter,
    private readonly onSharedError: (error: unknown) => void = () => undefined,
  ) {}

  /** Counts one hit on every node; throws a 429 with Retry-After when over the limit. */
  async hitShared(
    rule: string,
    subject: string,
    { limit, windowMs }: RateLimitRule,
  ): Promise<void> {
    if (!this.shared) return this.hit(rule, subject, { limit, windowMs });
    let counted: { count: number; resetInMs: number };
    try {
      counted = await this.shared.hit(rule, subject, windowMs);
    } catch (error) {
      // Redis is away: this node's own count still holds the line.
      this.onSharedError(error);
      return this.hit(rule, subject, { limit, windowMs });
    }
    if (counted.count > Math.ceil(limit * this.factor)) {
      throw tooManyRequests(Math.max(0, counted.resetInMs) / 1000);
    }
  }

  /** Forgets a subject's hits on every node (e.g. failed logins after a successful one). */
  async resetShared(rule: string, subject: string): Promise<void> {
    this.reset(rule, subject);
    if (!this.shared) return;
    try {
      await this.shared.reset(rule, subject);
    } catch (error) {
      this.onSharedError(error);
    }
  }

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
