import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
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
const count = (name: string) => integer(name).notNull().default(0);

/**
 * The counts of one minute (or of a whole stream): every column is a sum, so the deltas of
 * several nodes and of several flushes add up (docs/stats.md).
 */
const counts = {
  /** Viewer readings of the live poller: their sum and how many (the mean is sum / readings). */
  viewerSum: bigint('viewer_sum', { mode: 'number' }).notNull().default(0),
  viewerReadings: count('viewer_readings'),
  messages: count('messages'),
  /** Distinct chatters: of the minute in a minute row, of the whole stream in a stream row. */
  chatters: count('chatters'),
  emotes: count('emotes'),
  commands: count('commands'),
  follows: count('follows'),
  subs: count('subs'),
  renewals: count('renewals'),
  giftedSubs: count('gifted_subs'),
  kicks: bigint('kicks', { mode: 'number' }).notNull().default(0),
  botMessages: count('bot_messages'),
  modActions: count('mod_actions'),
  redemptions: count('redemptions'),
};

/**
 * One stream of a channel as the stats know it, kept for good (its minutes go after a year). A
 * stream that drops and comes back within the grace is the same stream. At most one stream per
 * user is open (the partial unique index), whichever node opens it.
 */
export const statsStreams = pgTable(
  'stats_streams',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    broadcasterUserId: bigint('broadcaster_user_id', { mode: 'number' }).notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    /** The last time the stream was seen live (a reading, a webhook, a recorded minute). */
    lastLiveAt: at('last_live_at').notNull(),
    title: text('title'),
    category: text('category'),
    /** Demo only: played by the emulator with its time compressed (1 s recorded as `scale` s). */
    sample: boolean('sample').notNull().default(false),
    peakViewers: count('peak_viewers'),
    peakAt: at('peak_at'),
    ...counts,
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stats_streams_one_open')
      .on(t.userId)
      .where(sql`${t.endedAt} IS NULL`),
    index('stats_streams_user_started_idx').on(t.userId, t.startedAt),
  ],
);

/** One row per stream and minute (the minute's start, UTC). */
export const statsMinutes = pgTable(
  'stats_minutes',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => statsStreams.id, { onDelete: 'cascade' }),
    minute: at('minute').notNull(),
    /** The category the minute was recorded under (first writer wins). */
    category: text('category'),
    peakViewers: count('peak_viewers'),
    ...counts,
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.minute] }),
    index('stats_minutes_minute_idx').on(t.minute),
  ],
);

/**
 * Per stream: each chatter's lines, each emote's and each command's uses (`kind`). A chatter's
 * row is their presence in the stream: its first insert counts them once, on any node.
 */
export const statsTops = pgTable(
  'stats_tops',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => statsStreams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['chatter', 'emote', 'command'] }).notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    count: count('count'),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.kind, t.key] })],
);

/**
 * Who chatted in which minute: the first insert of a (stream, minute, chatter) counts the chatter
 * in that minute, on any node. Kept an hour (late events come within minutes).
 */
export const statsMinuteChatters = pgTable(
  'stats_minute_chatters',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => statsStreams.id, { onDelete: 'cascade' }),
    minute: at('minute').notNull(),
    chatter: text('chatter').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.streamId, t.minute, t.chatter] }),
    index('stats_minute_chatters_minute_idx').on(t.minute),
  ],
);

/** Title and category changes, and a stream's drop and return, at their time. */
export const statsMarkers = pgTable(
  'stats_markers',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => statsStreams.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    kind: text('kind', { enum: ['title', 'category', 'resumed'] }).notNull(),
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.at, t.kind] })],
);
