import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

/**
 * Delegated access: `moderatorId` may manage the widgets, event subscriptions and bot of
 * `ownerId`'s channel. Either account going away ends the link.
 */
export const channelModerators = pgTable(
  'channel_moderators',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.moderatorId] }),
    // "Which channels do I moderate" reads by moderator.
    index('channel_moderators_moderator_idx').on(t.moderatorId),
  ],
);
