import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A channel's `!title`/`!game` switches and its category aliases (`jc` → Just Chatting). */
export const liveSettings = pgTable('live_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  titleCommand: boolean('title_command').notNull().default(true),
  gameCommand: boolean('game_command').notNull().default(true),
  aliases: jsonb('aliases')
    .$type<Array<{ alias: string; categoryId: number; categoryName: string }>>()
    .notNull()
    .default([]),
  updatedAt: updatedAt(),
});

/** A stream-info preset ("Slots night"): any of title, category and tags, applied in one click. */
export const livePresets = pgTable(
  'live_presets',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    categoryId: integer('category_id'),
    categoryName: text('category_name'),
    tags: jsonb('tags').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_presets_user_name_unique').on(t.userId, t.name)],
);

/** Each stream-info change Kick accepted, newest kept (the page offers them again). */
export const liveHistory = pgTable(
  'live_history',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    categoryId: integer('category_id'),
    categoryName: text('category_name'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    byName: text('by_name').notNull(),
    via: text('via', { enum: ['page', 'chat', 'preset', 'api'] }).notNull(),
    changedAt: at('changed_at').notNull(),
  },
  (t) => [index('live_history_user_changed').on(t.userId, t.changedAt)],
);
