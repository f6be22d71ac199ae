import type { Redis } from 'ioredis';
import type { SharedCooldownStore } from '../shared-cooldowns';

/**
 * A cooldown per key in Redis, taken in one script (a SET NX with the holder's end): of two
 * nodes taking it at once, one gets it. The end is on the callers' clock (the nodes' own, which
 * tests move); the key itself lapses a minute after it, only to tidy up.
 */
const TAKE = `
local held = tonumber(redis.call('GET', KEYS[1]) or '0')
local now = tonumber(ARGV[1])
if held > now then return held - now end
redis.call('SET', KEYS[1], tostring(now + tonumber(ARGV[2])), 'PX', tonumber(ARGV[2]) + 60000)
return 0
`;

export class RedisCooldowns implements SharedCooldownStore {
  constructor(private readonly redis: Redis) {}

  async take(key: string, now: number, ms: number): Promise<number> {
    return Number(await this.redis.eval(TAKE, 1, `kyo:cd:${key}`, Math.round(now), Math.round(ms)));
  }
}
