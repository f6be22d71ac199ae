import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * Kick webhook message ids already accepted (docs/platforms/kick.md §6.2: delivery is at-least-once, the message
 * id is the idempotency key). The primary key makes "first one wins" hold across restarts and
 * across nodes (`insert … on conflict do nothing`); rows older than a day are pruned.
 */
export const kickWebhookMessages = pgTable(
  'kick_webhook_messages',
  {
    messageId: text('message_id').primaryKey(),
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('kick_webhook_messages_received_idx').on(t.receivedAt)],
);

/**
 * The last known state of each event subscription the bot and the widgets need, per user, with
 * when it was checked: the status page shows it and the watchdog re-checks the oldest.
 */
export const kickEventSubscriptions = pgTable(
  'kick_event_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status', { enum: ['active', 'missing', 'error'] }).notNull(),
    subscriptionId: text('subscription_id'),
    error: text('error'),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.event] }),
    index('kick_event_subscriptions_checked_idx').on(t.checkedAt),
  ],
);
