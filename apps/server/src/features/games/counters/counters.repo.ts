import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { COUNTER_MAX } from '@kyo/contracts';
import type { Db } from '../../../platform/db/database';
import { gameCounterOps, gameCounters } from '../games.schema';

export type CounterRow = typeof gameCounters.$inferSelect;

const clamp = (value: ReturnType<typeof sql>) =>
  sql`least(greatest(${value}, ${-COUNTER_MAX}), ${COUNTER_MAX})`;

/** Counters, each change (and its `version`) in one statement. */
export class CountersRepo {
  constructor(private readonly db: Db) {}

  list(ownerId: string): Promise<CounterRow[]> {
    return this.db
      .select()
      .from(gameCounters)
      .where(eq(gameCounters.ownerId, ownerId))
      .orderBy(asc(gameCounters.name));
  }

  async find(ownerId: string, id: string): Promise<CounterRow | null> {
    const [row] = await this.db
      .select()
      .from(gameCounters)
      .where(and(eq(gameCounters.ownerId, ownerId), eq(gameCounters.id, id)));
    return row ?? null;
  }

  count(db: Db, ownerId: string): Promise<number> {
    return db.$count(gameCounters, eq(gameCounters.ownerId, ownerId));
  }

  async insert(db: Db, row: typeof gameCounters.$inferInsert): Promise<CounterRow> {
    const [created] = await db.insert(gameCounters).values(row).returning();
    return created!;
  }

  async update(
    ownerId: string,
    id: string,
    patch: Partial<Pick<CounterRow, 'name' | 'label' | 'value' | 'resetPerStream'>>,
    now: Date,
  ): Promise<CounterRow | null> {
    const [row] = await this.db
      .update(gameCounters)
      .set({ ...patch, version: sql`${gameCounters.version} + 1`, updatedAt: now })
      .where(and(eq(gameCounters.ownerId, ownerId), eq(gameCounters.id, id)))
      .returning();
    return row ?? null;
  }

  /**
   * Adds to a counter or sets it, in one statement. With `key`, a change already applied under
   * it (the same chat line delivered again) changes nothing: `{ row: null, duplicate: true }`.
   */
  async change(
    id: string,
    change: { by: number } | { to: number },
    now: Date,
    key?: string,
  ): Promise<{ row: CounterRow | null; duplicate: boolean }> {
    const value =
      'by' in change
        ? clamp(sql`${gameCounters.value} + ${change.by}::bigint`)
        : clamp(sql`${change.to}::bigint`);
    const at = now.toISOString();
    if (!key) {
      const [row] = await this.db
        .update(gameCounters)
        .set({ value, version: sql`${gameCounters.version} + 1`, updatedAt: now })
        .where(eq(gameCounters.id, id))
        .returning();
      return { row: row ?? null, duplicate: false };
    }
    const result = await this.db.execute(sql`
      with op as (
        insert into ${gameCounterOps} (counter_id, op_key, at)
        select ${id}, ${key}, ${at}::timestamptz
        where exists (select 1 from ${gameCounters} where id = ${id})
        on conflict do nothing
        returning counter_id
      )
      update ${gameCounters}
        set value = ${value}, version = ${gameCounters.version} + 1, updated_at = ${at}::timestamptz
      where id = (select counter_id from op)
      returning id`);
    const changed = (result as { rows: Array<{ id: string }> }).rows.length > 0;
    if (!changed) {
      const exists = await this.findById(id);
      return { row: null, duplicate: exists !== null };
    }
    return { row: await this.findById(id), duplicate: false };
  }

  async findById(id: string): Promise<CounterRow | null> {
    const [row] = await this.db.select().from(gameCounters).where(eq(gameCounters.id, id));
    return row ?? null;
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(gameCounters)
      .where(and(eq(gameCounters.ownerId, ownerId), eq(gameCounters.id, id)))
      .returning({ id: gameCounters.id });
    return deleted.length > 0;
  }

  /**
   * A stream started: counters set to reset go back to 0, once per stream whatever the number
   * of nodes or deliveries (`reset_for_stream` is the compare-and-set).
   */
  resetForStream(ownerId: string, streamStartedAt: Date, now: Date): Promise<CounterRow[]> {
    return this.db
      .update(gameCounters)
      .set({
        value: 0,
        resetForStream: streamStartedAt,
        version: sql`${gameCounters.version} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(gameCounters.ownerId, ownerId),
          eq(gameCounters.resetPerStream, true),
          sql`${gameCounters.resetForStream} is distinct from ${streamStartedAt.toISOString()}::timestamptz`,
        ),
      )
      .returning();
  }

  async pruneOps(before: Date): Promise<void> {
    await this.db.delete(gameCounterOps).where(lt(gameCounterOps.at, before));
  }
}
