import { sql } from 'drizzle-orm';
import {
  bigint,
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
const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The bot's switch and built-in commands, per streamer. No row: the defaults. */
export const botSettings = pgTable('bot_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  builtins: jsonb('builtins').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * A custom command. `usage_count`, `response_cursor` and `last_used_at` change together in one
 * compare-and-set when the command fires, so the global cooldown and {count} hold across nodes.
 */
export const botCommands = pgTable(
  'bot_commands',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    responses: jsonb('responses').$type<string[]>().notNull(),
    responseMode: text('response_mode', { enum: ['random', 'ordered'] }).notNull(),
    permission: text('permission', {
      enum: ['everyone', 'subscriber', 'vip', 'moderator', 'broadcaster'],
    }).notNull(),
    globalCooldownSeconds: integer('global_cooldown_seconds').notNull(),
    userCooldownSeconds: integer('user_cooldown_seconds').notNull(),
    enabled: boolean('enabled').notNull(),
    replyToMessage: boolean('reply_to_message').notNull(),
    liveOnly: boolean('live_only').notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    responseCursor: integer('response_cursor').notNull().default(0),
    lastUsedAt: at('last_used_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bot_commands_user_name_unique').on(t.userId, t.name)],
);

/**
 * Every trigger (name and aliases) of a user's commands: the primary key makes a clash between
 * two commands impossible even when two saves race.
 */
export const botCommandTriggers = pgTable(
  'bot_command_triggers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    commandId: uuid('command_id')
      .notNull()
      .references(() => botCommands.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.trigger] }),
    index('bot_command_triggers_command_idx').on(t.commandId),
  ],
);

/** When a viewer last used a command (per-user cooldowns, shared by every node). */
export const botCommandUserCooldowns = pgTable(
  'bot_command_user_cooldowns',
  {
    commandId: uuid('command_id')
      .notNull()
      .references(() => botCommands.id, { onDelete: 'cascade' }),
    kickUserId: text('kick_user_id').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.commandId, t.kickUserId] }),
    index('bot_command_user_cooldowns_used_idx').on(t.lastUsedAt),
  ],
);

/**
 * A timed message. `next_run_at` is the next due slot; whoever moves it forward with a
 * compare-and-set owns that slot, so each slot fires once across restarts and nodes.
 */
export const botTimers = pgTable(
  'bot_timers',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    messages: jsonb('messages').$type<string[]>().notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    minChatLines: integer('min_chat_lines').notNull(),
    liveOnly: boolean('live_only').notNull(),
    enabled: boolean('enabled').notNull(),
    nextRunAt: at('next_run_at'),
    lastSentAt: at('last_sent_at'),
    messageCursor: integer('message_cursor').notNull().default(0),
    /** The channel's chat line counter when this timer last posted. */
    chatLinesAtLastSend: counter('chat_lines_at_last_send'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bot_timers_due_idx').on(t.enabled, t.nextRunAt),
    index('bot_timers_user_idx').on(t.userId),
  ],
);

/** A chat alert the streamer changed. No row: the default (contracts' DEFAULT_ALERT_TEMPLATES). */
export const botAlerts = pgTable(
  'bot_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    enabled: boolean('enabled').notNull(),
    template: text('template').notNull(),
    /** Greetings: seconds between two (null: the default); `last_fired_at` is their claim. */
    cooldownSeconds: integer('cooldown_seconds'),
    lastFiredAt: at('last_fired_at'),
    /** The Kicks alert's amount tiers (contracts: kicksTiersSchema); [] for other alerts. */
    tiers: jsonb('tiers')
      .$type<Array<{ atLeast: number; template: string }>>()
      .notNull()
      .default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * Every follow Kyo received for a channel (Kick's API has no follower list or follow date): the
 * first time each viewer was seen following. {followage}, {followers} and !followage read it.
 */
export const botFollows = pgTable(
  'bot_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kickUserId: text('kick_user_id').notNull(),
    username: text('username').notNull(),
    followedAt: at('followed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kickUserId] }),
    index('bot_follows_user_name_idx').on(t.userId, sql`lower(${t.username})`),
  ],
);

/**
 * Every viewer who chatted in a channel: when first and last seen (a greeting for a first line
 * ever, or the first of a stream). `last_seen_at` moves at most once per stream per node.
 */
export const botChatters = pgTable(
  'bot_chatters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kickUserId: text('kick_user_id').notNull(),
    username: text('username').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kickUserId] })],
);

/**
 * What the bot knows about a channel: live state from events and polling, and counters that
 * every node adds to (chat lines for timers, events, sent and failed messages for the status).
 */
export const botChannelState = pgTable('bot_channel_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  live: boolean('live'),
  title: text('title'),
  category: text('category'),
  viewers: integer('viewers'),
  startedAt: at('started_at'),
  endedAt: at('ended_at'),
  /** Last time the channel was read from Kick's API. */
  polledAt: at('polled_at'),
  /** Last livestream event received. */
  eventAt: at('event_at'),
  chatLines: counter('chat_lines'),
  eventsReceived: counter('events_received'),
  messagesSent: counter('messages_sent'),
  messagesFailed: counter('messages_failed'),
  /** Timer posts of one channel are spaced; this is the channel-level claim. */
  lastTimerAt: at('last_timer_at'),
  updatedAt: updatedAt(),
});

/** Failures the streamer must see (Kick disconnected, sends failing), not only the logs. */
export const botErrors = pgTable(
  'bot_errors',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    message: text('message').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('bot_errors_user_at_idx').on(t.userId, t.at)],
);
