import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

/**
 * Who changed what in a channel's bot (commands, timers, alerts, settings): the owner, one of
 * their moderators, or a Kick chat moderator (`!addcom`). Written in the change's transaction;
 * the newest BOT_CHANGES_KEPT per owner are kept. An actor's account that is deleted leaves the
 * row with a null `actor_id` and the username it had.
 */
export const botChanges = pgTable(
  'bot_changes',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** `kyo`: a Kyo account in the dashboard; `chat`: a Kick moderator's chat command. */
    via: text('via', { enum: ['kyo', 'chat'] }).notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('bot_changes_owner_created_idx').on(t.ownerId, t.createdAt)],
);
