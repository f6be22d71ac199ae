import { sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS, LIMIT_REACHED, type AccountLimit } from '@kyo/contracts';
import { HttpError } from '../http/http-error';
import type { Db } from './database';

const LABELS: Record<AccountLimit, string> = {
  commands: 'commands',
  aliasesPerCommand: 'aliases per command',
  responsesPerCommand: 'responses per command',
  timers: 'timed messages',
  messagesPerTimer: 'messages per timed message',
  widgets: 'widgets',
  scenes: 'scenes',
  layersPerScene: 'layers per scene',
  sceneImages: 'uploaded scene images',
  moderators: 'moderators',
  counters: 'counters',
  quotes: 'quotes',
};

/** The 409 a per-account limit answers. */
export function limitReached(limit: AccountLimit): HttpError {
  return new HttpError(
    409,
    LIMIT_REACHED,
    `You can have at most ${ACCOUNT_LIMITS[limit]} ${LABELS[limit]}. Delete one to add another.`,
  );
}

/**
 * Creates something of a user's only while they have fewer than the limit, race-safe: the user's
 * row is locked for the transaction, so two creations at once are counted one after the other
 * (on PostgreSQL and PGlite alike).
 */
export async function createWithinLimit<T>(
  db: Db,
  userId: string,
  limit: AccountLimit,
  count: (tx: Db) => Promise<number>,
  create: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    if ((await count(tx)) >= ACCOUNT_LIMITS[limit]) throw limitReached(limit);
    return create(tx);
  });
}
