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
const owner = () =>
  uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** Grows with every change: overlays keep the newest copy whichever node sent it. */
const version = () => bigint('version', { mode: 'number' }).notNull().default(1);

/** A named counter (`!deaths`). `version` moves with each change, in the same statement. */
export const gameCounters = pgTable(
  'game_counters',
  {
    id: idColumn(),
    ownerId: owner(),
    name: text('name').notNull(),
    label: text('label').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    resetPerStream: boolean('reset_per_stream').notNull().default(false),
    /** The stream start it was last reset for (a second delivery of the event resets nothing). */
    resetForStream: at('reset_for_stream'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('game_counters_owner_name_unique').on(t.ownerId, t.name)],
);

/**
 * Changes already applied to a counter, by key (a chat line's event id, a redemption's id): the
 * same change delivered twice counts once. Pruned after a day.
 */
export const gameCounterOps = pgTable(
  'game_counter_ops',
  {
    counterId: uuid('counter_id')
      .notNull()
      .references(() => gameCounters.id, { onDelete: 'cascade' }),
    opKey: text('op_key').notNull(),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.counterId, t.opKey] }), index('game_counter_ops_at').on(t.at)],
);

/** A quote. `number` comes from game_quote_numbers, so a deleted number is never given again. */
export const gameQuotes = pgTable(
  'game_quotes',
  {
    id: idColumn(),
    ownerId: owner(),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    category: text('category'),
    quotedOn: text('quoted_on').notNull(),
    addedBy: text('added_by'),
    /** `chat:<event id>` for a quote added from chat: a redelivered line adds nothing. */
    sourceKey: text('source_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('game_quotes_owner_number_unique').on(t.ownerId, t.number),
    uniqueIndex('game_quotes_owner_source_unique').on(t.ownerId, t.sourceKey),
  ],
);

/** The last quote number given per channel. */
export const gameQuoteNumbers = pgTable('game_quote_numbers', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  last: integer('last').notNull(),
});

/**
 * A giveaway. `entry_count` and `ticket_count` move with each entry; `draw_count` is the
 * compare-and-set of a draw (decision: a draw is one draw, however many nodes and clicks).
 */
export const gameGiveaways = pgTable(
  'game_giveaways',
  {
    id: idColumn(),
    ownerId: owner(),
    title: text('title').notNull(),
    keyword: text('keyword'),
    command: text('command'),
    minFollowMinutes: integer('min_follow_minutes'),
    minSubMonths: integer('min_sub_months'),
    minMessages: integer('min_messages').notNull(),
    excludeModerators: boolean('exclude_moderators').notNull(),
    excludeBots: boolean('exclude_bots').notNull(),
    subscriberTickets: integer('subscriber_tickets').notNull(),
    winners: integer('winners').notNull(),
    confirmSeconds: integer('confirm_seconds').notNull(),
    status: text('status', { enum: ['open', 'closed', 'ended'] }).notNull(),
    entryCount: integer('entry_count').notNull().default(0),
    ticketCount: integer('ticket_count').notNull().default(0),
    drawCount: integer('draw_count').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    closedAt: at('closed_at'),
    endedAt: at('ended_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('game_giveaways_owner').on(t.ownerId, t.createdAt),
    // One active giveaway per channel: chat's keyword and command mean that one.
    uniqueIndex('game_giveaways_one_active')
      .on(t.ownerId)
      .where(sql`status <> 'ended'`),
  ],
);

/** One entry per viewer and giveaway (a second line of the keyword enters nobody again). */
export const gameGiveawayEntries = pgTable(
  'game_giveaway_entries',
  {
    giveawayId: uuid('giveaway_id')
      .notNull()
      .references(() => gameGiveaways.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').notNull(),
    viewerName: text('viewer_name').notNull(),
    tickets: integer('tickets').notNull(),
    subMonths: integer('sub_months').notNull(),
    source: text('source', { enum: ['keyword', 'command', 'reward'] }).notNull(),
    enteredAt: at('entered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.giveawayId, t.viewerId] })],
);

/**
 * Viewers Kick said were banned in the channel (`moderation.banned`): a ban in effect (permanent,
 * or a timeout until `until`) keeps them out of giveaways, whatever the way in. Kick sends no
 * unban event: a permanent ban is lifted when the viewer is heard in chat after it (a banned
 * viewer cannot chat). One row per viewer, the latest ban.
 */
export const gameBannedViewers = pgTable(
  'game_banned_viewers',
  {
    ownerId: owner(),
    viewerId: text('viewer_id').notNull(),
    viewerName: text('viewer_name').notNull(),
    bannedAt: at('banned_at').notNull(),
    /** A timeout's end; null for a ban. */
    until: at('until'),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.viewerId] })],
);

/** Every draw, kept as the audit record: who won, who drew, from how many, with what. */
export const gameGiveawayDraws = pgTable(
  'game_giveaway_draws',
  {
    id: idColumn(),
    giveawayId: uuid('giveaway_id')
      .notNull()
      .references(() => gameGiveaways.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    viewerId: text('viewer_id').notNull(),
    viewerName: text('viewer_name').notNull(),
    tickets: integer('tickets').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'timed_out'] }).notNull(),
    drawnAt: at('drawn_at').notNull(),
    confirmBy: at('confirm_by'),
    confirmedAt: at('confirmed_at'),
    drawnBy: text('drawn_by').notNull(),
    entrants: integer('entrants').notNull(),
    totalTickets: integer('total_tickets').notNull(),
    ticket: integer('ticket').notNull(),
    randomSource: text('random_source').notNull(),
  },
  (t) => [
    uniqueIndex('game_giveaway_draws_seq_unique').on(t.giveawayId, t.seq),
    index('game_giveaway_draws_pending')
      .on(t.confirmBy)
      .where(sql`status = 'pending'`),
  ],
);

/** A chat poll; `version` moves with each vote, in the vote's statement. */
export const gamePolls = pgTable(
  'game_polls',
  {
    id: idColumn(),
    ownerId: owner(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    status: text('status', { enum: ['open', 'ended'] }).notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at').notNull(),
    endedAt: at('ended_at'),
    version: version(),
  },
  (t) => [
    index('game_polls_owner').on(t.ownerId, t.startedAt),
    uniqueIndex('game_polls_one_open')
      .on(t.ownerId)
      .where(sql`status = 'open'`),
    index('game_polls_due')
      .on(t.endsAt)
      .where(sql`status = 'open'`),
  ],
);

/** One vote per viewer and poll: voting again changes it (the last one counts). */
export const gamePollVotes = pgTable(
  'game_poll_votes',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => gamePolls.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id').notNull(),
    viewerName: text('viewer_name').notNull(),
    option: integer('option').notNull(),
    votedAt: at('voted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.viewerId] })],
);

/**
 * Chat lines per viewer since the channel's stream started (a giveaway's "messages this
 * stream"), and when each was last seen (a winner's confirmation heard by another node). Counted
 * in memory and added here every 2 s (decision 009's pattern).
 */
export const gameChatCounts = pgTable(
  'game_chat_counts',
  {
    ownerId: owner(),
    viewerId: text('viewer_id').notNull(),
    messages: integer('messages').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.viewerId] })],
);
