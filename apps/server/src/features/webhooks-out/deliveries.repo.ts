import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { webhookDeliveries, webhookEndpoints } from './webhooks-out.schema';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

export class DeliveriesRepo {
  constructor(private readonly db: Db) {}

  /** Inserts the rows; one whose event this endpoint already has is skipped. */
  async insert(rows: NewDelivery[]): Promise<DeliveryRow[]> {
    if (rows.length === 0) return [];
    return this.db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning();
  }

  /**
   * Claims due deliveries of switched-on endpoints: waiting ones whose time has come, and ones a
   * node claimed but never finished (it died) once their claim expired. A compare-and-set: rows
   * are locked as they are taken (`skip locked`), so two nodes never claim the same row, and
   * each claim carries a token its finish must show. At most `perEndpoint` per endpoint a round.
   */
  async claim(options: {
    now: Date;
    token: string;
    until: Date;
    limit: number;
    perEndpoint: number;
  }): Promise<DeliveryRow[]> {
    const { now, token, until, limit, perEndpoint } = options;
    const due = or(
      and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)),
      and(eq(webhookDeliveries.status, 'sending'), lt(webhookDeliveries.claimExpiresAt, now)),
    );
    const ranked = this.db
      .select({
        id: webhookDeliveries.id,
        rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookDeliveries.nextAttemptAt}, ${webhookDeliveries.id})`.as(
          'rank',
        ),
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(due, eq(webhookEndpoints.enabled, true)))
      .as('ranked');
    const candidates = this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          inArray(
            webhookDeliveries.id,
            this.db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, perEndpoint)),
          ),
          due,
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(webhookDeliveries)
      .set({
        status: 'sending',
        claimToken: token,
        claimExpiresAt: until,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastAttemptAt: now,
      })
      .where(inArray(webhookDeliveries.id, candidates))
      .returning();
  }

  /** Claims one delivery now (a test or a "Send again"), whatever its time. */
  async claimOne(
    id: string,
    token: string,
    now: Date,
    until: Date,
  ): Promise<DeliveryRow | undefined> {
    const [row] = await this.db
      .update(webhookDeliveries)
      .set({
        status: 'sending',
        claimToken: token,
        claimExpiresAt: until,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastAttemptAt: now,
      })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')))
      .returning();
    return row;
  }

  /** Records an attempt's outcome, only if the claim is still this node's. */
  async finish(
    id: string,
    token: string,
    outcome: Pick<
      DeliveryRow,
      'status' | 'nextAttemptAt' | 'responseStatus' | 'error' | 'durationMs'
    >,
  ): Promise<DeliveryRow | undefined> {
    const [row] = await this.db
      .update(webhookDeliveries)
      .set({ ...outcome, claimToken: null, claimExpiresAt: null })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.claimToken, token)))
      .returning();
    return row;
  }

  list(endpointId: string, limit: number): Promise<DeliveryRow[]> {
    return this.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit);
  }

  async find(endpointId: string, id: string): Promise<DeliveryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
    return row;
  }

  /** Drops finished deliveries older than `before` (the log keeps a week). */
  async prune(before: Date): Promise<void> {
    await this.db
      .delete(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.status, ['succeeded', 'failed']),
          lt(webhookDeliveries.createdAt, before),
        ),
      );
  }
}
