import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every message the bot means to post, inserted before the send with a unique idempotency key
 * (`cmd:<kick message id>`, `alert:<kick message id>`, `timer:<id>:<due>`): a retried event finds
 * its row and never posts twice. Also the status page's "recent messages".
 */
export const botOutbox = pgTable(
  'bot_outbox',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    source: text('source').notNull(),
    content: text('content').notNull(),
    replyToMessageId: text('reply_to_message_id'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    kickMessageId: text('kick_message_id'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    /** When Kick delivered this message back to us (each echo is recognised once). */
    echoedAt: at('echoed_at'),
  },
  (t) => [
    uniqueIndex('bot_outbox_key_unique').on(t.idempotencyKey),
    index('bot_outbox_user_created_idx').on(t.userId, t.createdAt),
    index('bot_outbox_created_idx').on(t.createdAt),
  ],
);
