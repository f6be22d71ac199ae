import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A streamer's outgoing webhook (docs/api.md). The secret is kept encrypted (it must sign), never
 * shown again after it is made. `failingSince`: the first failed attempt since the last success;
 * a day of that switches the endpoint off (`disabledReason: 'failing'`).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretHint: text('secret_hint').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    disabledAt: time('disabled_at'),
    failingSince: time('failing_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * One event for one endpoint. Made once per event and endpoint (the unique index: a second
 * insert of the same event is a no-op), claimed by one node at a time with a compare-and-set
 * (`claim_token`), retried on the schedule until it succeeds or runs out of attempts. A manual
 * "Send again" is a row of its own (`manual`), outside the unique index.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    /** pending | sending | succeeded | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: time('next_attempt_at'),
    claimToken: text('claim_token'),
    claimExpiresAt: time('claim_expires_at'),
    lastAttemptAt: time('last_attempt_at'),
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    manual: boolean('manual').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_unique')
      .on(t.endpointId, t.eventId)
      .where(sql`${t.manual} = false`),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.createdAt),
  ],
);
