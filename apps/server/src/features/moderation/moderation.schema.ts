import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A channel's moderation rules and escalation (contracts: moderationSettingsSchema), one row per
 * streamer; no row: every rule off. Stored as the schema's output and read back through it, so a
 * row from an older version parses with the newer defaults filled in.
 */
export const moderationSettings = pgTable('moderation_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<unknown>().notNull(),
  /** Whether any rule is on: the channels loaded into memory at start. */
  active: boolean('active').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * What moderation did (or, in dry run, would have done), kept 30 days and at most 5,000 rows a
 * channel. The unique index on a line's message id (live actions only) is what makes it one
 * action per message, whichever node handles it; the claim on a pending row decides which node
 * calls Kick for it (docs/bot.md, "Kick's answers").
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    broadcasterUserId: bigint('broadcaster_user_id', { mode: 'number' }).notNull(),
    viewerId: bigint('viewer_id', { mode: 'number' }),
    viewerName: text('viewer_name').notNull(),
    rule: text('rule').notNull(),
    excerpt: text('excerpt').notNull(),
    action: text('action', { enum: ['delete', 'warn', 'timeout', 'ban'] }).notNull(),
    minutes: integer('minutes'),
    dryRun: boolean('dry_run').notNull(),
    outcome: text('outcome', {
      enum: ['pending', 'done', 'failed', 'logged', 'undone'],
    }).notNull(),
    problem: text('problem'),
    httpStatus: integer('http_status'),
    warned: boolean('warned'),
    /** The warning or raid notice was held back: the channel had one a moment before. */
    warningHeld: boolean('warning_held').notNull().default(false),
    /** Whether Kick applied a timeout or ban (what Undo can lift). */
    restricted: boolean('restricted').notNull().default(false),
    at: at('at').notNull(),
    undoneAt: at('undone_at'),
    undoneBy: uuid('undone_by'),
    /**
     * A pending action belongs to the node carrying it out (its id) until `claimed_until`, which
     * that node keeps pushing forward; once it lapses (the node died) any node may claim it.
     */
    claimedBy: text('claimed_by'),
    claimedUntil: at('claimed_until'),
  },
  (t) => [
    index('moderation_log_user_at').on(t.userId, t.at),
    index('moderation_log_pending')
      .on(t.claimedUntil)
      .where(sql`${t.outcome} = 'pending'`),
    uniqueIndex('moderation_log_one_action')
      .on(t.userId, t.messageId)
      .where(sql`not ${t.dryRun}`),
  ],
);
