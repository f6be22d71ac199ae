import { and, asc, count, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { createWithinLimit } from '../../../platform/db/caps';
import type { Db } from '../../../platform/db/database';
import { botTimers } from '../bot.schema';

export type TimerRow = typeof botTimers.$inferSelect;
export type NewTimerRow = typeof botTimers.$inferInsert;

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

  async create(row: NewTimerRow): Promise<TimerRow> {
    const mine = eq(botTimers.userId, row.userId);
    const counted = async (tx: Db) =>
      (await tx.select({ n: count() }).from(botTimers).where(mine))[0]!.n;
    return createWithinLimit(this.db, row.userId, 'timers', counted, async (tx) => {
      const [saved] = await tx.insert(botTimers).values(row).returning();
      return saved!;
    });
  }

  async update(userId: string, id: string, changes: Partial<NewTimerRow>) {
    const [saved] = await this.db
      .update(botTimers)
      .set(changes)
      .where(and(eq(botTimers.userId, userId), eq(botTimers.id, id)))
      .returning();
    return saved;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(botTimers)
      .where(and(eq(botTimers.userId, userId), eq(botTimers.id, id)))
      .returning({ id: botTimers.id });
    return deleted.length > 0;
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
}
