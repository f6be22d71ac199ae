import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { BOT_CHANGES_KEPT, type BotChange, type BotChangeAction } from '@kyo/contracts';
import type { Db } from '../../../platform/db/database';
import { uuidv7 } from '../../../platform/ids';
import { users } from '../../accounts/accounts.schema';
import { botChanges } from '../bot-changes.schema';

/** Who makes a change: a Kyo account (dashboard, API), or a Kick chat moderator (`!addcom`). */
export type ChangeActor = { kind: 'account'; userId: string } | { kind: 'chat'; username: string };

export interface ChangeEntry {
  ownerId: string;
  actor: ChangeActor;
  action: BotChangeAction;
  subject: string;
  at: Date;
}

/**
 * The record of who changed what in a channel's bot. `record` runs inside the change's own
 * transaction (the repositories hand it their `tx`), so a change and its record are written
 * together or not at all; it also drops the channel's changes beyond BOT_CHANGES_KEPT.
 */
export class ChangeLog {
  constructor(
    private readonly db: Db,
    private readonly kept = BOT_CHANGES_KEPT,
  ) {}

  async record(tx: Db, entry: ChangeEntry): Promise<void> {
    const { actor } = entry;
    await tx.insert(botChanges).values({
      id: uuidv7(entry.at.getTime()),
      ownerId: entry.ownerId,
      actorId: actor.kind === 'account' ? actor.userId : null,
      // The account's username now, kept for when the account is gone.
      actorName:
        actor.kind === 'account'
          ? sql`coalesce((select ${users.username} from ${users} where ${users.id} = ${actor.userId}), '')`
          : actor.username,
      via: actor.kind === 'account' ? 'kyo' : 'chat',
      action: entry.action,
      subject: entry.subject,
      createdAt: entry.at,
    });
    const newest = tx
      .select({ id: botChanges.id })
      .from(botChanges)
      .where(eq(botChanges.ownerId, entry.ownerId))
      .orderBy(desc(botChanges.createdAt), desc(botChanges.id))
      .limit(this.kept);
    await tx
      .delete(botChanges)
      .where(and(eq(botChanges.ownerId, entry.ownerId), notInArray(botChanges.id, newest)));
  }

  /** The channel's newest changes first, with the actor's current username when they still exist. */
  async recent(ownerId: string, limit: number): Promise<BotChange[]> {
    const rows = await this.db
      .select({
        id: botChanges.id,
        action: botChanges.action,
        subject: botChanges.subject,
        actorId: botChanges.actorId,
        actorName: botChanges.actorName,
        current: users.username,
        via: botChanges.via,
        at: botChanges.createdAt,
      })
      .from(botChanges)
      .leftJoin(users, eq(users.id, botChanges.actorId))
      .where(eq(botChanges.ownerId, ownerId))
      .orderBy(desc(botChanges.createdAt), desc(botChanges.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      action: row.action as BotChangeAction,
      subject: row.subject,
      actor: { id: row.actorId, username: row.current ?? row.actorName, via: row.via },
      at: row.at.toISOString(),
    }));
  }
}
