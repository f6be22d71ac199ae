import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type {
  SharedModeration,
  StrikeResult,
  WindowEntry,
} from '../../features/moderation/state/strikes';

/**
 * A strike, unless the viewer's last counted one is younger than the burst window; either way the
 * decay starts again from this hit. Times are the node's clock (the same rule as LocalStrikes);
 * the key's expiry only cleans up. One script, so two nodes never both count one burst.
 */
const STRIKE = `
local now = tonumber(ARGV[1])
local decay = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local saved = redis.call('HMGET', KEYS[1], 'count', 'last', 'counted')
local count = tonumber(saved[1]) or 0
local last = tonumber(saved[2]) or 0
local counted = tonumber(saved[3]) or 0
if count > 0 and now - last > decay then count = 0 end
redis.call('PEXPIRE', KEYS[1], decay)
if count > 0 and now - counted < burst then
  redis.call('HSET', KEYS[1], 'last', now)
  return { count, 0 }
end
count = count + 1
redis.call('HSET', KEYS[1], 'count', count, 'last', now, 'counted', now)
redis.call('PEXPIRE', KEYS[1], decay)
return { count, 1 }
`;

/**
 * A claim until a time of the node's clock (as the strikes: tests move it), the key's expiry
 * only cleaning up: true when nobody held it at `now`.
 */
const CLAIM = `
local held = tonumber(redis.call('GET', KEYS[1]) or '0')
if held > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1
`;

const short = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** Moderation's memory every node shares (`REDIS_URL`): strikes, permits and the windows. */
export class RedisModeration implements SharedModeration {
  constructor(private readonly redis: Redis) {}

  async strike(
    ownerId: string,
    viewer: string,
    now: number,
    decayMs: number,
    burstMs: number,
  ): Promise<StrikeResult> {
    const key = `kyo:mod:${ownerId}:strikes:${viewer}`;
    const [count, counted] = (await this.redis.eval(STRIKE, 1, key, now, decayMs, burstMs)) as [
      number,
      number,
    ];
    return { count, counted: counted === 1 };
  }

  async clearStrikes(ownerId: string, viewer: string): Promise<void> {
    await this.redis.del(`kyo:mod:${ownerId}:strikes:${viewer}`);
  }

  async grantPermit(ownerId: string, viewer: string, until: number, ms: number): Promise<void> {
    await this.redis.set(`kyo:mod:${ownerId}:permit:${viewer}`, String(until), 'PX', ms);
  }

  async takePermit(ownerId: string, viewer: string, now: number): Promise<boolean> {
    const until = await this.redis.getdel(`kyo:mod:${ownerId}:permit:${viewer}`);
    return until !== null && Number(until) > now;
  }

  async claim(ownerId: string, name: string, now: number, ms: number): Promise<boolean> {
    // A raid's name holds its folded line: hashed, as the copy-paste windows' keys are.
    const tail = name.startsWith('raid:') ? `raid:${short(name.slice(5))}` : name;
    const key = `kyo:mod:${ownerId}:${tail}`;
    const claimed = await this.redis.eval(CLAIM, 1, key, now, now + ms, Math.max(1, ms));
    return claimed === 1;
  }

  async windows(entries: readonly WindowEntry[]): Promise<number[]> {
    if (entries.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const entry of entries) {
      const key =
        entry.kind === 'flood'
          ? `kyo:mod:${entry.ownerId}:flood:${entry.key}`
          : `kyo:mod:${entry.ownerId}:copy:${short(entry.key)}`;
      pipeline
        .zadd(key, entry.at, entry.member)
        .zremrangebyscore(key, '-inf', entry.at - entry.windowMs)
        .zcard(key)
        .pexpire(key, entry.windowMs);
    }
    const results = (await pipeline.exec()) ?? [];
    const counts: number[] = [];
    for (let i = 0; i < entries.length; i++) {
      const [error, count] = results[i * 4 + 2] ?? [null, 0];
      if (error) throw error;
      counts.push(Number(count));
    }
    return counts;
  }
}
