import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RewardAction } from '@kyo/contracts';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A store item viewers buy with points (`!buy <name>`), its actions those of a channel-points
 * reward. Its row is the lock a purchase takes (FOR UPDATE): stock, the per-viewer limit and the
 * cooldown are decided under it, in the transaction that spends the points.
 */
export const pointsStoreItems = pgTable(
  'points_store_items',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What `!buy` names (one word), shown as typed. */
    name: text('name').notNull(),
    /** The name in lower case: unique per channel. */
    key: text('key').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** Left to sell; null: unlimited. */
    stock: integer('stock'),
    /** Most one viewer may buy (refunded purchases do not count); null: no limit. */
    perViewerLimit: integer('per_viewer_limit'),
    /** After a purchase, nobody buys it again for this long. */
    cooldownSeconds: integer('cooldown_seconds').notNull().default(0),
    /** After a viewer's purchase (not refunded), that viewer waits this long to buy it again. */
    viewerCooldownSeconds: integer('viewer_cooldown_seconds').notNull().default(0),
    /** The viewer must type a text (`!buy name <text>`); this says what. Null: no text. */
    inputPrompt: text('input_prompt'),
    enabled: boolean('enabled').notNull().default(true),
    actions: jsonb('actions').$type<RewardAction[]>().notNull().default([]),
    sold: integer('sold').notNull().default(0),
    lastBoughtAt: at('last_bought_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('points_store_items_key_unique').on(t.userId, t.key),
    check('points_store_items_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('points_store_items_price_positive', sql`${t.price} > 0`),
  ],
);

export interface PurchaseOutcome {
  type: RewardAction['type'];
  ok: boolean;
  note: string | null;
}

/**
 * One purchase: inserted in the transaction that spends the points, keyed by the chat line's id
 * (`points_purchases_once`), so a redelivered `!buy` (or the same line on two nodes) buys once.
 */
export const pointsPurchases = pgTable(
  'points_purchases',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => pointsStoreItems.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    /** The buyer's lower-case Kick username (the ledger's viewer). */
    login: text('login').notNull(),
    viewerName: text('viewer_name').notNull(),
    kickUserId: bigint('kick_user_id', { mode: 'number' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    input: text('input').notNull().default(''),
    /** `running` (its actions run), `done`, `refunded` (an action failed: `reason`). */
    status: text('status', { enum: ['running', 'done', 'refunded'] }).notNull(),
    reason: text('reason'),
    outcomes: jsonb('outcomes').$type<PurchaseOutcome[]>().notNull().default([]),
    /** What bought it: the chat line's id (`chat:<id>`) or another source's key. */
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('points_purchases_once').on(t.userId, t.sourceKey),
    index('points_purchases_item_viewer_idx').on(t.itemId, t.login),
    index('points_purchases_log_idx').on(t.userId, t.createdAt),
    // The recovery's scan (store-recovery.ts): the few purchases still running.
    index('points_purchases_running_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'running'`),
  ],
);
