import { sql } from 'drizzle-orm';
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

/** The go-live card's settings per streamer (parsed with defaults on read: older ones still load). */
export const discordCardSettings = pgTable('discord_card_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * `closing`: its stream was followed by another one (a demo sample before a real stream): it is
 * finalized like an `ending` card, but no longer counts as the streamer's open card.
 */
export const DISCORD_CARD_STATES = ['live', 'ending', 'closing', 'done', 'failed'] as const;
export type DiscordCardState = (typeof DISCORD_CARD_STATES)[number];

/**
 * One go-live card: one Discord message per stream, its lifecycle and what was counted during the
 * stream. Work on a card (post, edit, recap) is due at `due_at` and claimed with a compare-and-set
 * that moves `due_at` and sets `claim_token` (decision 008): one node, one attempt. A card is
 * open while `live` or `ending` (offline, within the grace period); one open card per streamer,
 * and one card per stream, so neither two nodes nor a restart can post twice.
 */
export const discordCards = pgTable(
  'discord_cards',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stream: Kick's start time (ms), else the webhook's message id. */
    streamKey: text('stream_key').notNull(),
    /**
     * The stream stats' stream this card announces (stats.streamFor): the recap reads its numbers
     * by this id, and a live sighting of another stream never resumes this card.
     */
    statsStreamId: uuid('stats_stream_id'),
    state: text('state', { enum: DISCORD_CARD_STATES }).notNull(),
    channel: text('channel').notNull(),
    title: text('title'),
    category: text('category'),
    viewers: integer('viewers'),
    peakViewers: integer('peak_viewers'),
    thumbnail: text('thumbnail'),
    startedAt: at('started_at').notNull(),
    /** The webhook the message was posted with (a reconnected Discord has another). */
    webhookId: text('webhook_id'),
    messageId: text('message_id'),
    /** A post was sent and its answer not stored yet: if the claim lapses, its fate is unknown. */
    postStartedAt: at('post_started_at'),
    offlineAt: at('offline_at'),
    /** Offline since `offline_at`: finalized (recap, delete, leave) at this time unless back live. */
    finalizeAt: at('finalize_at'),
    /** Back live within the grace period: the next edit turns the recap-to-be back into a live card. */
    resumed: boolean('resumed').notNull().default(false),
    follows: integer('follows').notNull().default(0),
    subs: integer('subs').notNull().default(0),
    gifts: integer('gifts').notNull().default(0),
    dueAt: at('due_at'),
    claimToken: text('claim_token'),
    attempts: integer('attempts').notNull().default(0),
    lastOutcome: text('last_outcome'),
    lastOutcomeAt: at('last_outcome_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discord_cards_user_stream_unique').on(t.userId, t.streamKey),
    uniqueIndex('discord_cards_user_open_unique')
      .on(t.userId)
      .where(sql`state in ('live', 'ending')`),
    index('discord_cards_due_idx').on(t.dueAt),
  ],
);
