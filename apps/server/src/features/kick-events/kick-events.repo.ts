import { asc, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { SubscriptionState } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { kickEventSubscriptions, kickWebhookMessages } from './kick-events.schema';

export class KickEventsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Records message ids; answers the ids that were new (inserted), in one statement however many
   * arrive together. A conflict means another request, restart or node already took it. One JSON
   * parameter and hand-written SQL: this runs for every webhook.
   */
  async claimMessages(
    rows: Array<{ messageId: string; eventType: string; receivedAt: Date }>,
    options: { answer: boolean } = { answer: true },
  ): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const json = JSON.stringify(
      rows.map((r) => ({ id: r.messageId, type: r.eventType, at: r.receivedAt.toISOString() })),
    );
    const insert = sql`
      insert into ${kickWebhookMessages} (message_id, event_type, received_at)
      select x.id, x.type, x.at
      from jsonb_to_recordset(${json}::jsonb) as x(id text, type text, at timestamptz)
      on conflict do nothing`;
    // Without an answer, no rows come back (one node records the ids memory already decided).
    if (!options.answer) {
      await this.db.execute(insert);
      return new Set();
    }
    const result = await this.db.execute(sql`${insert} returning message_id`);
    const inserted = (result as { rows: Array<{ message_id: string }> }).rows;
    return new Set(inserted.map((r) => r.message_id));
  }

  /** The ids received after `since`, newest first (one node loads them at start). */
  async recentMessages(
    since: Date,
    limit: number,
  ): Promise<Array<{ messageId: string; receivedAt: Date }>> {
    return this.db
      .select({
        messageId: kickWebhookMessages.messageId,
        receivedAt: kickWebhookMessages.receivedAt,
      })
      .from(kickWebhookMessages)
      .where(gt(kickWebhookMessages.receivedAt, since))
      .orderBy(desc(kickWebhookMessages.receivedAt))
      .limit(limit);
  }

  async pruneMessages(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(kickWebhookMessages)
      .where(lt(kickWebhookMessages.receivedAt, before))
      .returning({ messageId: kickWebhookMessages.messageId });
    return deleted.length;
  }

  async saveSubscriptions(
    userId: string,
    states: SubscriptionState[],
    checkedAt: Date,
  ): Promise<void> {
    if (states.length === 0) return;
    await this.db
      .insert(kickEventSubscriptions)
      .values(states.map((s) => ({ userId, ...s, checkedAt })))
      .onConflictDoUpdate({
        target: [kickEventSubscriptions.userId, kickEventSubscriptions.event],
        set: {
          version: sql`excluded.version`,
          status: sql`excluded.status`,
          subscriptionId: sql`excluded.subscription_id`,
          error: sql`excluded.error`,
          checkedAt: sql`excluded.checked_at`,
        },
      });
  }

  async subscriptionsOf(userId: string) {
    return this.db
      .select()
      .from(kickEventSubscriptions)
      .where(eq(kickEventSubscriptions.userId, userId))
      .orderBy(asc(kickEventSubscriptions.event));
  }

  /** Users whose newest check is older than `before`, oldest first. */
  async usersCheckedBefore(before: Date, limit: number): Promise<string[]> {
    const lastCheck = max(kickEventSubscriptions.checkedAt);
    const rows = await this.db
      .select({ userId: kickEventSubscriptions.userId })
      .from(kickEventSubscriptions)
      .groupBy(kickEventSubscriptions.userId)
      .having(lt(lastCheck, before))
      .orderBy(asc(lastCheck))
      .limit(limit);
    return rows.map((r) => r.userId);
  }
}
