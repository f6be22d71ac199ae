import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
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
const points = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** A channel's points settings (contracts: pointsSettingsSchema, parsed with defaults on read). */
export const pointsSettings = pgTable('points_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The switch, a column of its own: every node reads the channels that have it on. */
  enabled: boolean('enabled').notNull().default(false),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * A viewer of a channel and their balance: the sum of their ledger entries, changed only in the
 * transaction that writes an entry. Keyed by the lower-case Kick username (what imports and
 * `!give @user` name). The CHECK is the last word on "never below zero".
 */
export const pointsViewers = pgTable(
  'points_viewers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    kickUserId: bigint('kick_user_id', { mode: 'number' }),
    balance: points('balance'),
    /** The stream the chat earnings below count for (the cap per stream). */
    streamId: uuid('stream_id'),
    streamEarned: points('stream_earned'),
    lastSeenAt: at('last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.login] }),
    index('points_viewers_rank_idx').on(t.userId, t.balance),
    check('points_viewers_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * Every change of a balance. `idem_key` names what caused it (a chat minute, a Kick event id, a
 * chat command's message id, a manual adjustment's id): the unique index makes each happen once,
 * whichever node writes it and however often it is delivered.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    idemKey: text('idem_key').notNull(),
    /** A manual adjustment's reason. */
    note: text('note'),
    /** Who made a manual change (a Kyo user's or a moderator's name). */
    actor: text('actor'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_once').on(t.userId, t.idemKey),
    index('points_ledger_viewer_idx').on(t.userId, t.login, t.createdAt),
  ],
);

/**
 * The last nightly ledger check of a channel (job `points-drift`, docs/points.md "The ledger"):
 * when it ran, how many viewers it compared and the viewers whose balance is not the sum of their
 * ledger entries (at most 20 kept).
 */
export const pointsLedgerChecks = pgTable('points_ledger_checks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  checkedAt: at('checked_at').notNull(),
  viewers: bigint('viewers', { mode: 'number' }).notNull(),
  drifted: bigint('drifted', { mode: 'number' }).notNull(),
  drift: jsonb('drift').$type<{ login: string; balance: number; ledger: number }[]>().notNull(),
});
