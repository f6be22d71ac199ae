import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A channel's `!title`/`!game` switches and its category aliases (`jc` → Just Chatting). */
export const liveSettings = pgTable(
  'live_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleCommand: boolean('title_command').notNull().default(true),
    gameCommand: boolean('game_command').notNull().default(true),
    aliases: jsonb('aliases')
      .$type<Array<{ alias: string; categoryId: number; categoryName: string }>>()
      .notNull()
      .default([]),
    /** Alerts wait in the displays' queues while true (every node, every restart). */
    alertsPaused: boolean('alerts_paused').notNull().default(false),
    /** Alert sounds and speech are silent until then. */
    alertsMutedUntil: at('alerts_muted_until'),
    /** The OBS dock's key (`/dock/live/<key>`, ≥128 random bits, like an overlay key); null: none. */
    dockKey: text('dock_key'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('live_settings_dock_key_unique').on(t.dockKey)],
);

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

/**
 * The activity feed: each follow, sub, renewal, gift, Kicks and channel-point redemption Kick
 * announced, as the receiving node read it (one row per event id, whichever node gets a retry).
 * `event` is the channel event as the pipeline had it: a replay maps it to the alert again.
 */
export const liveActivity = pgTable(
  'live_activity',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    kind: text('kind', {
      enum: ['follow', 'subscription', 'renewal', 'gift', 'kicks', 'redemption'],
    }).notNull(),
    name: text('name').notNull(),
    /** Months (a sub), subs gifted, Kicks, or the reward's cost. */
    amount: integer('amount'),
    /** The Kicks message, or what the viewer typed for a reward. */
    message: text('message'),
    /** The reward's title, or the Kicks gift's name. */
    detail: text('detail'),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('live_activity_user_at').on(t.userId, t.at),
  ],
);
