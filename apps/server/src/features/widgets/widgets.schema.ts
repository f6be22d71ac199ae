import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

/**
 * An overlay widget. `settings` is parsed with its type's zod schema on every read, so settings
 * saved by an older version get the newer defaults. `key` is the public, unguessable part of the
 * OBS URL (≥128 random bits); rotating it cuts the old URL off.
 */
export const widgets = pgTable(
  'widgets',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    key: text('key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('widgets_key_unique').on(t.key),
    index('widgets_user_idx').on(t.userId, t.type),
  ],
);
