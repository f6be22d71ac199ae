import { and, asc, count, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { createWithinLimit } from '../../../platform/db/caps';
import type { Db } from '../../../platform/db/database';
import { botTimers } from '../bot.schema';

export type TimerRow = typeof botTimers.$inferSelect;
export type NewTimerRow = typeof botTimers.$inferInsert;
/** Runs inside a write's transaction with the saved (or deleted) row: the change's record. */
export type AfterTimerWrite = (tx: Db, row: TimerRow) => Promise<void>;
const nothing: AfterTimerWrite = async () => undefined;

export class TimersRepo {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<TimerRow[]> {
    return this.db
      .select()
      .from(botTimers)
      .where(eq(botTimers.userId, userId))
      .orderBy(asc(botTimers.createdAt), asc(botTimers.id));
  }

  async find(userId: string, id: string): Promise<TimerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(botTimers)
      .where(and(eq(botTimers.userId, userId), eq(botTimers.id, id)))
      .limit(1);
    return row;
  }

  async create(row: NewTimerRow, after = nothing): Promise<TimerRow> {
    const mine = eq(botTimers.userId, row.userId);
    const counted = async (tx: Db) =>
      (await tx.select({ n: count() }).from(botTimers).where(mine))[0]!.n;
    return createWithinLimit(this.db, row.userId, 'timers', counted, async (tx) => {
      const [saved] = await tx.insert(botTimers).values(row).returning();
      await after(tx, saved!);
      return saved!;
    });
  }

  async update(userId: string, id: string, changes: Partial<NewTimerRow>, after = nothing) {
    return this.db.transaction(async (tx) => {
      const [saved] = await tx
        .update(botTimers)
        .set(changes)
        .where(and(eq(botTimers.userId, userId), eq(botTimers.id, id)))
        .returning();
      if (saved) await after(tx, saved);
      return saved;
    });
  }

  async delete(userId: string, id: string, after = nothing): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(botTimers)
        .where(and(eq(botTimers.userId, userId), eq(botTimers.id, id)))
        .returning();
      if (deleted) await after(tx, deleted);
      return Boolean(deleted);
    });
  }

  /** Due times of the channel's other enabled timers with this interval (for staggering). */
  async peerDueTimes(userId: string, intervalMinutes: number, exceptId: string | null) {
    const rows = await this.db
      .select({ nextRunAt: botTimers.nextRunAt })
      .from(botTimers)
      .where(
        and(
          eq(botTimers.userId, userId),
          eq(botTimers.enabled, true),
          eq(botTimers.intervalMinutes, intervalMinutes),
          isNotNull(botTimers.nextRunAt),
          exceptId ? ne(botTimers.id, exceptId) : undefined,
        ),
      );
    return rows.map((r) => r.nextRunAt!.getTime());
  }

  async due(now: Date, limit: number): Promise<TimerRow[]> {
    return this.db
      .select()
      .from(botTimers)
      .where(and(eq(botTimers.enabled, true), lte(botTimers.nextRunAt, now)))
      .orderBy(asc(botTimers.nextRunAt), asc(botTimers.id))
      .limit(limit);
  }

  /**
   * Takes the due slot: moves `next_run_at` from `due` to `next` only if nobody else did (a
   * compare-and-set). When the slot posts a message, the rotation cursor and the chat-line mark
   * move in the same statement. Null: another node or run owns this slot.
   */
  async claimSlot(
    id: string,
    due: Date,
    next: Date,
    send: { now: Date; chatLines: number } | null,
  ): Promise<TimerRow | null> {
    const [row] = await this.db
      .update(botTimers)
      .set({
        nextRunAt: next,
        ...(send
          ? {
              messageCursor: sql`${botTimers.messageCursor} + 1`,
              lastSentAt: send.now,
              chatLinesAtLastSend: send.chatLines,
            }
          : {}),
      })
      .where(and(eq(botTimers.id, id), eq(botTimers.enabled, true), eq(botTimers.nextRunAt, due)))
      .returning();
    return row ?? null;
  }

  /**
   * A run out of turn (the live cockpit's "run now"), once the channel's timer gap is claimed:
   * the rotation cursor, the last send and the chat-line mark move as for a slot, and the due
   * slot moves from `slot.from` to `slot.to` only if it is still `slot.from` (a compare-and-set:
   * a tick or an edit that moved it meanwhile keeps its own). Null: no such timer.
   */
  async ranNow(
    userId: string,
    id: string,
    send: { now: Date; chatLines: number },
    slot: { from: Date; to: Date } | null,
  ): Promise<TimerRow | null> {
    const next = botTimers.nextRunAt;
    const [row] = await this.db
      .update(botTimers)
      .set({
        messageCursor: sql`${botTimers.messageCursor} + 1`,
        lastSentAt: send.now,
        chatLinesAtLastSend: send.chatLines,
        ...(slot
          ? {
              nextRunAt: sql`case when ${next} = ${slot.from.toISOString()}::timestamptz then ${slot.to.toISOString()}::timestamptz else ${next} end`,
            }
          : {}),
      })
      .where(and(eq(botTimers.userId, userId), eq(botTimers.id, id)))
      .returning();
    return row ?? null;
  }
}
