import { sql } from 'drizzle-orm';
import {
  bigint,
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
const points = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A channel's games and predictions settings (contracts: pointsGamesSettingsSchema). */
export const pointsGames = pgTable('points_games', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * A viewer's cooldown per game, shared by every node: a round claims it with a conditional upsert
 * (`until <= now`) in the transaction that pays the round.
 */
export const pointsGameCooldowns = pgTable(
  'points_game_cooldowns',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    login: text('login').notNull(),
    until: at('until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.game, t.login] })],
);

/**
 * Every round of a game: who played, the bet, what the draw gave and what was paid. Its ledger
 * entries are keyed by its id; `points_rounds_once` (the chat line's id) makes a redelivered line,
 * or one two nodes saw, play once.
 */
export const pointsRounds = pgTable(
  'points_rounds',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    /** The chat line that played it (a duel: the `!accept`). */
    messageId: text('message_id').notNull(),
    login: text('login').notNull(),
    name: text('name').notNull(),
    /** A duel's other viewer (the one who accepted). */
    opponent: text('opponent'),
    bet: points('bet'),
    /** `win`, `lose`; a slots pair `push`; a duel's winner's login. */
    outcome: text('outcome').notNull(),
    payout: points('payout'),
    /** The draw as made: its source, the bounds and the numbers drawn. */
    draw: jsonb('draw').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_rounds_once').on(t.userId, t.messageId),
    index('points_rounds_recent_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A duel asked with `!duel @user N`: open for 60 s; `!accept` moves it to `accepted` with a
 * conditional UPDATE (state = 'open' and not expired), so it is played once.
 */
export const pointsDuels = pgTable(
  'points_duels',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    challenger: text('challenger').notNull(),
    challengerName: text('challenger_name').notNull(),
    opponent: text('opponent').notNull(),
    opponentName: text('opponent_name').notNull(),
    bet: points('bet'),
    state: text('state').notNull().default('open'),
    expiresAt: at('expires_at').notNull(),
    roundId: uuid('round_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_duels_once').on(t.userId, t.messageId),
    index('points_duels_opponent_idx').on(t.userId, t.opponent, t.createdAt),
  ],
);

/**
 * A prediction: `open` while viewers bet (until `locks_at`), then `locked`, then `resolved` or
 * `cancelled`; each move is a conditional UPDATE on `state`, so it happens once whichever node
 * (or click) asks. One open or locked prediction per channel.
 */
export const pointsPredictions = pgTable(
  'points_predictions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    outcomes: jsonb('outcomes').$type<string[]>().notNull(),
    state: text('state').notNull().default('open'),
    /** The winning outcome, 0 first. */
    winner: integer('winner'),
    openedBy: text('opened_by').notNull(),
    /** The chat line that opened it, when chat did (a redelivery opens nothing more). */
    messageId: text('message_id'),
    locksAt: at('locks_at').notNull(),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_predictions_one_active')
      .on(t.userId)
      .where(sql`${t.state} in ('open', 'locked')`),
    uniqueIndex('points_predictions_once').on(t.userId, t.messageId),
    index('points_predictions_due_idx').on(t.state, t.locksAt),
  ],
);

/** A viewer's bet on a prediction: one outcome per viewer, more may be added to it. */
export const pointsPredictionBets = pgTable(
  'points_prediction_bets',
  {
    predictionId: uuid('prediction_id')
      .notNull()
      .references(() => pointsPredictions.id, { onDelete: 'cascade' }),
    login: text('login').notNull(),
    name: text('name').notNull(),
    outcome: integer('outcome').notNull(),
    amount: points('amount'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.predictionId, t.login] })],
);
