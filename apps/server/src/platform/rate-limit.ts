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

  /**
   * Counts one hit like `hitShared` and answers where the subject stands (for rate-limit headers:
   * the limit, what is left, seconds until the window starts again); over the limit it throws a
   * 429 carrying the same headers and Retry-After.
   */
  async take(
    rule: string,
    subject: string,
    { limit, windowMs }: RateLimitRule,
  ): Promise<{ limit: number; remaining: number; resetSeconds: number }> {
    const allowed = Math.ceil(limit * this.factor);
    let counted: { count: number; resetInMs: number } | undefined;
    if (this.shared) {
      try {
        counted = await this.shared.hit(rule, subject, windowMs);
      } catch (error) {
        this.onSharedError(error);
      }
    }
    counted ??= this.count(rule, subject, windowMs);
    const resetSeconds = Math.max(1, Math.ceil(Math.max(0, counted.resetInMs) / 1000));
    const standing = {
      limit: allowed,
      remaining: Math.max(0, allowed - counted.count),
      resetSeconds,
    };
    if (counted.count > allowed) {
      const error = tooManyRequests(resetSeconds);
      Object.assign(error.extra.headers ?? {}, {
        'ratelimit-limit': String(allowed),
        'ratelimit-remaining': '0',
        'ratelimit-reset': String(resetSeconds),
      });
      throw error;
    }
    return standing;
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
    const { count, resetInMs } = this.count(rule, subject, windowMs);
    if (count > Math.ceil(limit * this.factor)) throw tooManyRequests(resetInMs / 1000);
  }

  /** One hit in this process's window of the subject: the count so far and when it resets. */
  private count(
    rule: string,
    subject: string,
    windowMs: number,
  ): { count: number; resetInMs: number } {
    const now = this.clock.now();
    this.sweep(now);
    const key = `${rule}:${subject}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
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
