import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../accounts/accounts.schema';
import { webhookDeliveries, webhookEndpoints } from './webhooks-out.schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

export class EndpointsRepo {
  constructor(private readonly db: Db) {}

  /** Inserts unless the user has `max` endpoints (their row locked: two creates cannot race). */
  async insert(row: typeof webhookEndpoints.$inferInsert, max: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
      const [held] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, row.userId));
      if ((held?.count ?? 0) >= max) return false;
      await tx.insert(webhookEndpoints).values(row);
      return true;
    });
  }

  listByUser(userId: string): Promise<EndpointRow[]> {
    return this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId))
      .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  }

  /** The user's switched-on endpoints (what a new event is matched against). */
  enabledOf(userId: string): Promise<EndpointRow[]> {
    return this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.enabled, true)));
  }

  async find(userId: string, id: string): Promise<EndpointRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
    return row;
  }

  findMany(ids: string[]): Promise<EndpointRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids));
  }

  /**
   * Changes an endpoint. Switching it off (by hand) stops its waiting deliveries in the same
   * transaction; switching it on clears a switch-off and the failure streak.
   */
  async update(
    userId: string,
    id: string,
    patch: Partial<Pick<EndpointRow, 'url' | 'events' | 'enabled' | 'secretSealed' | 'secretHint'>>,
    now: Date,
  ): Promise<EndpointRow | undefined> {
    return this.db.transaction(async (tx) => {
      const set: Partial<EndpointRow> = { ...patch, updatedAt: now };
      if (patch.enabled === true)
        Object.assign(set, { disabledReason: null, disabledAt: null, failingSince: null });
      if (patch.enabled === false) Object.assign(set, { disabledAt: now });
      const [row] = await tx
        .update(webhookEndpoints)
        .set(set)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
        .returning();
      if (row && patch.enabled === false)
        await stopWaiting(tx, id, 'The endpoint was switched off', now);
      return row;
    });
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
      .returning({ id: webhookEndpoints.id });
    return removed.length > 0;
  }

  /** A delivery got through: the failure streak ends. */
  async succeeded(id: string): Promise<void> {
    await this.db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(and(eq(webhookEndpoints.id, id), isNotNull(webhookEndpoints.failingSince)));
  }

  /**
   * An attempt failed at `at`. When every attempt has failed for `switchOffAfterMs`, the
   * endpoint is switched off (once: the row that does it is returned, so one node tells the
   * streamer) and its waiting deliveries stop.
   */
  async failed(id: string, at: Date, switchOffAfterMs: number): Promise<EndpointRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row?.enabled || !row.failingSince) return undefined;
      if (at.getTime() - row.failingSince.getTime() < switchOffAfterMs) return undefined;
      const [off] = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'failing', disabledAt: at, updatedAt: at })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
        .returning();
      if (off) await stopWaiting(tx, id, 'Switched off after failing for 24 hours', at);
      return off;
    });
  }
}

/** The endpoint's deliveries waiting for an attempt are stopped (failed, with why). */
async function stopWaiting(tx: Db, endpointId: string, why: string, now: Date): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({
      status: 'failed',
      error: why,
      nextAttemptAt: null,
      lastAttemptAt: sql`coalesce(${webhookDeliveries.lastAttemptAt}, ${now})`,
    })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
        isNull(webhookDeliveries.claimToken),
      ),
    );
}
