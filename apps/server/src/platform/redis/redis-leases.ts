import type { Redis } from 'ioredis';
import type { LeaseStore } from '../leases';

/** Take or renew: the key names its holder and expires unless the holder renews it. */
const HOLD = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export class RedisLeaseStore implements LeaseStore {
  constructor(private readonly redis: Redis) {}

  async hold(name: string, holder: string, ttlMs: number): Promise<boolean> {
    return Number(await this.redis.eval(HOLD, 1, `kyo:lease:${name}`, holder, ttlMs)) === 1;
  }

  async release(name: string, holder: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, `kyo:lease:${name}`, holder);
  }
}
