import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * One fixed window per key in Redis: INCR, and the window's expiry set by the first hit, in one
 * script so two nodes never both start a window. Answers the count and the ms left.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/** Window counters every node shares (the rate limiter's, when `REDIS_URL` is set). */
export class RedisWindowCounter {
  constructor(private readonly redis: Redis) {}

  /** A subject can be an e-mail or an address: hashed, so keys stay short and opaque. */
  private key(rule: string, subject: string): string {
    return `kyo:rl:${rule}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`;
  }

  async hit(
    rule: string,
    subject: string,
    windowMs: number,
  ): Promise<{ count: number; resetInMs: number }> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.key(rule, subject), windowMs)) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async reset(rule: string, subject: string): Promise<void> {
    await this.redis.del(this.key(rule, subject));
  }
}
