import type { Redis } from 'ioredis';
import type { SharedChatters } from '../../features/bot/audience/active-chatters';

/** Chatters are kept this long (the longest window is 10 minutes). */
const KEEP_MS = 11 * 60_000;

/**
 * The active chatters of every node in one sorted set per channel (member: Kick user id, score:
 * last line in ms). A node adds what it saw in one round trip every couple of seconds.
 */
export class RedisChatters implements SharedChatters {
  constructor(private readonly redis: Redis) {}

  async add(ownerId: string, seen: ReadonlyMap<string, number>): Promise<void> {
    if (seen.size === 0) return;
    const key = `kyo:chatters:${ownerId}`;
    const args: Array<string | number> = [];
    let newest = 0;
    for (const [id, at] of seen) {
      args.push(at, id);
      newest = Math.max(newest, at);
    }
    // GT: a score only moves forward, whichever node reports last.
    await this.redis
      .multi()
      .zadd(key, 'GT', ...args)
      .zremrangebyscore(key, '-inf', newest - KEEP_MS)
      .pexpire(key, KEEP_MS)
      .exec();
  }

  async count(ownerId: string, sinceMs: number): Promise<number> {
    return this.redis.zcount(`kyo:chatters:${ownerId}`, `(${sinceMs}`, '+inf');
  }
}
