import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { widgets } from './widgets.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A stateful widget's state (the chat box's lines, a streak, a leaderboard's window and ranking),
 * as its type's state schema reads it. Written in batches; a state that fails its schema after an
 * upgrade is rebuilt from the type's initial state.
 */
export const widgetStates = pgTable('widget_states', {
  widgetId: uuid('widget_id')
    .primaryKey()
    .references(() => widgets.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Chat leaderboard counters: one row per channel, counting period and viewer. `period` is the
 * key a leaderboard computes from its window and resets (`stream:<start ms>`, `day:<start ms>`,
 * `all:0`, …); widgets with equal keys share rows. Added to in batches, never per chat line.
 */
export const leaderboardCounts = pgTable(
  'leaderboard_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    /** The viewer's lower-cased name. */
    viewer: text('viewer').notNull(),
    name: text('name').notNull(),
    color: text('color'),
    avatar: text('avatar'),
    messages: bigint('messages', { mode: 'number' }).notNull().default(0),
    emotes: bigint('emotes', { mode: 'number' }).notNull().default(0),
    gifts: bigint('gifts', { mode: 'number' }).notNull().default(0),
    kicks: bigint('kicks', { mode: 'number' }).notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    /** The last minute (ms / 60,000) counted as an active chat minute. */
    lastMinute: integer('last_minute'),
    /**
     * The first minute of the last batch added (a batch starting in the minute the row already
     * counted adds one minute less); written with each batch, read by the next.
     */
    batchFirstMinute: integer('batch_first_minute'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period, t.viewer] })],
);
