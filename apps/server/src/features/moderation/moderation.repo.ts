import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../accounts/accounts.schema';
import { moderationLog, moderationSettings } from './moderation.schema';

export type LogRow = typeof moderationLog.$inferSelect;
export type LogInsert = typeof moderationLog.$inferInsert;
export type LogPatch = Partial<
  Pick<LogRow, 'outcome' | 'problem' | 'httpStatus' | 'warned' | 'warningHeld' | 'restricted'>
>;

/** Moderation's SQL: the settings rows and the log. */
export class ModerationRepo {
  constructor(private readonly db: Db) {}

  /** Every channel with a rule on (loaded into memory at start). */
  async activeSettings(): Promise<Array<{ userId: string; settings: unknown }>> {
    return this.db
      .select({ userId: moderationSettings.userId, settings: moderationSettings.settings })
      .from(moderationSettings)
      .where(eq(moderationSettings.active, true));
  }

  async settingsOf(userId: string): Promise<unknown> {
    const [row] = await this.db
      .select({ settings: moderationSettings.settings })
      .from(moderationSettings)
      .where(eq(moderationSettings.userId, userId));
    return row?.settings ?? null;
  }

  /**
   * Changes a channel's settings in a transaction that holds the account's row, so two moderators
   * saving different rules at once both keep their change. `change` may throw (a 400): nothing is
   * written then.
   */
  async changeSettings<T>(
    userId: string,
    change: (current: unknown) => { settings: unknown; active: boolean; result: T },
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await tx
        .select({ settings: moderationSettings.settings })
        .from(moderationSettings)
        .where(eq(moderationSettings.userId, userId));
      const { settings, active, result } = change(row?.settings ?? null);
      await tx
        .insert(moderationSettings)
        .values({ userId, settings, active })
        .onConflictDoUpdate({
          target: moderationSettings.userId,
          set: { settings, active, updatedAt: sql`now()` },
        });
      return result;
    });
  }

  async saveSettings(userId: string, settings: unknown, active: boolean): Promise<void> {
    await this.db
      .insert(moderationSettings)
      .values({ userId, settings, active })
      .onConflictDoUpdate({
        target: moderationSettings.userId,
        set: { settings, active, updatedAt: sql`now()` },
      });
  }

  /**
   * Inserts entries; answers the ids that went in. A live entry for a message that already has
   * one (another node, a redelivery) does not: that message is being handled already.
   */
  async insertLog(rows: LogInsert[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const inserted = await this.db
      .insert(moderationLog)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: moderationLog.id });
    return new Set(inserted.map((row) => row.id));
  }

  /**
   * Records Kick's answers on a pending entry; false when it is no longer pending (another node
   * took it up after this one stalled, and finished first).
   */
  async finishLog(id: string, patch: LogPatch): Promise<boolean> {
    const rows = await this.db
      .update(moderationLog)
      .set(patch)
      .where(and(eq(moderationLog.id, id), eq(moderationLog.outcome, 'pending')))
      .returning({ id: moderationLog.id });
    return rows.length > 0;
  }

  /** Whether the entry is still pending and claimed by this node. */
  async holds(id: string, node: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: moderationLog.id })
      .from(moderationLog)
      .where(
        and(
          eq(moderationLog.id, id),
          eq(moderationLog.outcome, 'pending'),
          eq(moderationLog.claimedBy, node),
        ),
      );
    return row !== undefined;
  }

  /** Keeps this node's claim on the pending entries it is carrying out. */
  async renewClaims(ids: readonly string[], node: string, until: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(moderationLog)
      .set({ claimedUntil: until })
      .where(
        and(
          inArray(moderationLog.id, [...ids]),
          eq(moderationLog.outcome, 'pending'),
          eq(moderationLog.claimedBy, node),
        ),
      );
  }

  /**
   * Claims pending entries whose claim lapsed at `now` (their node died, or stalled past it) for
   * `node` until `until`, oldest first. Rows locked by another node's claim are skipped, and the
   * lapse is checked again on the locked row: one node takes each.
   */
  async claimLapsed(node: string, now: Date, until: Date, limit: number): Promise<LogRow[]> {
    const lapsed = this.db
      .select({ id: moderationLog.id })
      .from(moderationLog)
      .where(
        and(
          eq(moderationLog.outcome, 'pending'),
          or(isNull(moderationLog.claimedUntil), lt(moderationLog.claimedUntil, now)),
        ),
      )
      .orderBy(moderationLog.at)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(moderationLog)
      .set({ claimedBy: node, claimedUntil: until })
      .where(
        and(
          inArray(moderationLog.id, lapsed),
          eq(moderationLog.outcome, 'pending'),
          or(isNull(moderationLog.claimedUntil), lt(moderationLog.claimedUntil, now)),
        ),
      )
      .returning();
  }

  async log(userId: string, limit: number, before?: string): Promise<LogRow[]> {
    let cursor: Date | undefined;
    if (before) {
      const [row] = await this.db
        .select({ at: moderationLog.at })
        .from(moderationLog)
        .where(and(eq(moderationLog.userId, userId), eq(moderationLog.id, before)));
      if (!row) return [];
      cursor = row.at;
    }
    return this.db
      .select()
      .from(moderationLog)
      .where(
        and(
          eq(moderationLog.userId, userId),
          cursor
            ? sql`(${moderationLog.at}, ${moderationLog.id}) < (${cursor}, ${before})`
            : undefined,
        ),
      )
      .orderBy(desc(moderationLog.at), desc(moderationLog.id))
      .limit(limit);
  }

  async entry(userId: string, id: string): Promise<LogRow | null> {
    const [row] = await this.db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.userId, userId), eq(moderationLog.id, id)));
    return row ?? null;
  }

  /** Marks a lifted timeout or ban; false when someone else lifted it first. */
  async markUndone(id: string, by: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(moderationLog)
      .set({ outcome: 'undone', undoneAt: at, undoneBy: by, restricted: false })
      .where(
        and(
          eq(moderationLog.id, id),
          eq(moderationLog.restricted, true),
          isNull(moderationLog.undoneAt),
        ),
      )
      .returning({ id: moderationLog.id });
    return rows.length > 0;
  }

  /** Entries older than `before`, and past the newest `keep` of any channel. */
  async prune(before: Date, keep: number): Promise<number> {
    const old = await this.db
      .delete(moderationLog)
      .where(lt(moderationLog.at, before))
      .returning({ id: moderationLog.id });
    const crowded = await this.db
      .select({ userId: moderationLog.userId })
      .from(moderationLog)
      .groupBy(moderationLog.userId)
      .having(sql`count(*) > ${keep}`);
    let extra = 0;
    for (const { userId } of crowded) {
      const ids = this.db
        .select({ id: moderationLog.id })
        .from(moderationLog)
        .where(eq(moderationLog.userId, userId))
        .orderBy(desc(moderationLog.at), desc(moderationLog.id))
        .offset(keep);
      const removed = await this.db
        .delete(moderationLog)
        .where(inArray(moderationLog.id, ids))
        .returning({ id: moderationLog.id });
      extra += removed.length;
    }
    return old.length + extra;
  }
}
