import type { Redis } from 'ioredis';
import type { SharedTokenBucket } from '../token-bucket';

/**
 * One token bucket per key in Redis, refilled by Redis's own clock, taken in one script: two
 * nodes sending for the same channel share its pace. Answers the ms to wait (0: send now).
 */
const TAKE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(saved[1]) or burst
local at = tonumber(saved[2]) or now
tokens = math.min(burst, tokens + (now - at) / 1000 * rate) - 1
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 60000)
if tokens >= 0 then return 0 end
return math.ceil(-tokens / rate * 1000)
`;

export class RedisTokenBucket implements SharedTokenBucket {
  constructor(private readonly redis: Redis) {}

  async take(key: string, ratePerSecond: number, burst: number): Promise<number> {
    return Number(await this.redis.eval(TAKE, 1, `kyo:tb:${key}`, ratePerSecond, burst));
  }
}
