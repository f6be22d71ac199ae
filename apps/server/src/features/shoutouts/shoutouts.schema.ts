import type { ShoutoutTarget } from '@kyo/contracts';
import { SHOUTOUT_SOURCES } from '@kyo/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A channel's shoutout settings (defaults: DEFAULT_SHOUTOUT_SETTINGS). */
export const shoutoutSettings = pgTable('shoutout_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  command: boolean('command').notNull().default(true),
  cooldownSeconds: integer('cooldown_seconds').notNull().default(120),
  autoEnabled: boolean('auto_enabled').notNull().default(false),
  autoChannels: jsonb('auto_channels').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * A target's cooldown per channel: a shoutout claims the row with one conditional upsert (taken
 * only when `until` has passed), so two nodes never shout the same channel out twice at once.
 */
export const shoutoutCooldowns = pgTable(
  'shoutout_cooldowns',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    until: at('until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.target] })],
);

/** The auto list: a channel is shouted out once per stream (the first insert wins, on any node). */
export const shoutoutAutoClaims = pgTable(
  'shoutout_auto_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streamKey: text('stream_key').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.streamKey, t.target] })],
);

/** The shoutouts given (the page's and the API's recent list). */
export const shoutouts = pgTable(
  'shoutouts',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: jsonb('target').$type<ShoutoutTarget>().notNull(),
    source: text('source', { enum: SHOUTOUT_SOURCES }).notNull(),
    by: text('by'),
    at: at('at').notNull(),
  },
  (t) => [index('shoutouts_user_at_idx').on(t.userId, t.at)],
);
