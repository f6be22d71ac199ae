import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type {
  SharedModeration,
  StrikeResult,
  WindowEntry,
} from '../../features/moderation/state/strikes';

/**
 * A strike, unless the viewer's last counted one is younger than the burst window; either way
 * the decay starts again from this hit. One script, so two nodes never both count a burst.
 */
const STRIKE = `
if redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[2]) then
  local count = redis.call('INCR', KEYS[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return { count, 1 }
end
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, 0 }
`;

const short = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** Moderation's memory every node shares (`REDIS_URL`): strikes, permits and the windows. */
export class RedisModeration implements SharedModeration {
  constructor(private readonly redis: Redis) {}

  async strike(
    ownerId: string,
    viewer: string,
    decayMs: number,
    burstMs: number,
  ): Promise<StrikeResult> {
    const base = `kyo:mod:${ownerId}:${viewer}`;
    const [count, counted] = (await this.redis.eval(
      STRIKE,
      2,
      `${base}:strikes`,
      `${base}:burst`,
      decayMs,
      burstMs,
    )) as [number, number];
    return { count, counted: counted === 1 };
  }

  async clearStrikes(ownerId: string, viewer: string): Promise<void> {
    const base = `kyo:mod:${ownerId}:${viewer}`;
    await this.redis.del(`${base}:strikes`, `${base}:burst`);
  }

  async grantPermit(ownerId: string, viewer: string, ms: number): Promise<void> {
    await this.redis.set(`kyo:mod:${ownerId}:permit:${viewer}`, '1', 'PX', ms);
  }

  async takePermit(ownerId: string, viewer: string): Promise<boolean> {
    return (await this.redis.getdel(`kyo:mod:${ownerId}:permit:${viewer}`)) !== null;
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
