import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/database';
import { uuidv7 } from '../../../platform/ids';
import { ProviderError } from '../../../providers/http';
import { botErrors } from '../bot.schema';

/**
 * What a streamer may read about an unexpected failure. A platform's answer is theirs to see; any
 * other error (a database error carries SQL, and its parameters may hold other channels' data)
 * becomes a plain sentence, and the details stay in the server's log.
 */
export function userFacingReason(error: unknown): string {
  if (error instanceof ProviderError) return error.message;
  return 'an internal error on our side (the details are in the server log).';
}

/** The same error of a channel is stored at most this often (Kick down must not flood the table). */
const REPEAT_MS = 30_000;

/**
 * Failures the streamer must see on the status page (Kick not connected, sends failing, polling
 * failing), stored per channel. Logged too.
 */
export class BotErrors {
  private readonly lastStored = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async record(userId: string, source: string, message: string): Promise<void> {
    const now = this.clock.now();
    const key = `${userId}\n${source}\n${message}`;
    const last = this.lastStored.get(key);
    if (last !== undefined && now - last < REPEAT_MS) return;
    this.lastStored.set(key, now);
    if (this.lastStored.size > 10_000) this.lastStored.clear();
    this.log.warn({ userId, source, reason: message }, 'bot error');
    await this.db
      .insert(botErrors)
      .values({ id: uuidv7(now), userId, source, message, at: new Date(now) });
  }

  async recent(userId: string, limit: number) {
    return this.db
      .select()
      .from(botErrors)
      .where(eq(botErrors.userId, userId))
      .orderBy(desc(botErrors.at), desc(botErrors.id))
      .limit(limit);
  }

  async prune(before: Date): Promise<void> {
    await this.db.delete(botErrors).where(and(lt(botErrors.at, before)));
  }
}
