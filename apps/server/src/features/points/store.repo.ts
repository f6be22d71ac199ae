import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { RewardAction } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { uuidv7 } from '../../platform/ids';
import { NotEnoughPoints, UnknownViewer } from './ledger.repo';
import type { LedgerTx, PointsRepo } from './points.repo';
import { pointsPurchases, pointsStoreItems, type PurchaseOutcome } from './store.schema';

export type StoreItemRow = typeof pointsStoreItems.$inferSelect;
export type PurchaseRow = typeof pointsPurchases.$inferSelect;

export interface StoreItemFields {
  name: string;
  price: number;
  stock: number | null;
  perViewerLimit: number | null;
  cooldownSeconds: number;
  viewerCooldownSeconds: number;
  inputPrompt: string | null;
  enabled: boolean;
  actions: RewardAction[];
}

/** Why a purchase was refused (nothing was written). */
export type Refusal =
  | { reason: 'unknown' }
  | { reason: 'disabled' }
  | { reason: 'input' }
  | { reason: 'sold_out' }
  | { reason: 'cooldown'; seconds: number }
  | { reason: 'viewer_cooldown'; seconds: number }
  | { reason: 'limit'; limit: number }
  | { reason: 'points'; balance: number }
  | { reason: 'duplicate' };

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

export interface Buyer {
  login: string;
  name: string;
  kickUserId: number | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The store's items and purchases (docs/points.md "Store"). `buy` decides in one transaction: it
 * locks the item's row (FOR UPDATE: two buyers of the last one on two nodes take turns), claims the
 * purchase's key (`points_purchases_once`), checks stock, cooldown and the viewer's count, spends
 * through the ledger (`buy:<source>`), and takes one from the stock; any refusal rolls it all back.
 */
export class StoreRepo {
  constructor(
    private readonly db: Db,
    private readonly points: PointsRepo,
  ) {}

  items(ownerId: string) {
    return this.db
      .select()
      .from(pointsStoreItems)
      .where(eq(pointsStoreItems.userId, ownerId))
      .orderBy(asc(pointsStoreItems.price), asc(pointsStoreItems.key));
  }

  async item(ownerId: string, id: string): Promise<StoreItemRow | null> {
    const [row] = await this.db
      .select()
      .from(pointsStoreItems)
      .where(and(eq(pointsStoreItems.userId, ownerId), eq(pointsStoreItems.id, id)))
      .limit(1);
    return row ?? null;
  }

  async count(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsStoreItems)
      .where(eq(pointsStoreItems.userId, ownerId));
    return Number(row?.n ?? 0);
  }

  /** Null when another item of the channel has that name (the unique key decides). */
  async create(ownerId: string, fields: StoreItemFields, now: Date): Promise<StoreItemRow | null> {
    const [row] = await this.db
      .insert(pointsStoreItems)
      .values({
        id: uuidv7(now.getTime()),
        userId: ownerId,
        key: fields.name.toLowerCase(),
        ...fields,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  /** `conflict`: another item has that name; null: no such item. */
  async update(
    ownerId: string,
    id: string,
    fields: StoreItemFields,
  ): Promise<StoreItemRow | 'conflict' | null> {
    const key = fields.name.toLowerCase();
    const [other] = await this.db
      .select({ id: pointsStoreItems.id })
      .from(pointsStoreItems)
      .where(and(eq(pointsStoreItems.userId, ownerId), eq(pointsStoreItems.key, key)))
      .limit(1);
    if (other && other.id !== id) return 'conflict';
    try {
      const [row] = await this.db
        .update(pointsStoreItems)
        .set({ ...fields, key, updatedAt: sql`now()` })
        .where(and(eq(pointsStoreItems.userId, ownerId), eq(pointsStoreItems.id, id)))
        .returning();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return 'conflict';
      throw error;
    }
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(pointsStoreItems)
      .where(and(eq(pointsStoreItems.userId, ownerId), eq(pointsStoreItems.id, id)))
      .returning({ id: pointsStoreItems.id });
    return rows.length > 0;
  }

  purchases(ownerId: string, limit: number) {
    return this.db
      .select()
      .from(pointsPurchases)
      .where(eq(pointsPurchases.userId, ownerId))
      .orderBy(desc(pointsPurchases.createdAt), desc(pointsPurchases.id))
      .limit(limit);
  }

  /** An item by the name `!buy` gives (any case), without a lock (the playground, `!store`). */
  async itemByName(ownerId: string, name: string): Promise<StoreItemRow | null> {
    const [row] = await this.db
      .select()
      .from(pointsStoreItems)
      .where(
        and(eq(pointsStoreItems.userId, ownerId), eq(pointsStoreItems.key, name.toLowerCase())),
      )
      .limit(1);
    return row ?? null;
  }

  /** Buys one, all or nothing: the purchase (status `running`) and the item, or why not. */
  async buy(
    ownerId: string,
    input: { item: string; buyer: Buyer; text: string; source: string; now: Date },
  ): Promise<{ purchase: PurchaseRow; item: StoreItemRow } | Refusal> {
    try {
      return await this.points.ledgerTransaction(ownerId, (tx) => this.buyIn(tx, ownerId, input));
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      throw error;
    }
  }

  private async buyIn(
    tx: LedgerTx,
    ownerId: string,
    input: { item: string; buyer: Buyer; text: string; source: string; now: Date },
  ) {
    const { buyer, now } = input;
    const [item] = await tx
      .select()
      .from(pointsStoreItems)
      .where(
        and(
          eq(pointsStoreItems.userId, ownerId),
          eq(pointsStoreItems.key, input.item.toLowerCase()),
        ),
      )
      .for('update');
    if (!item) throw new Refused({ reason: 'unknown' });
    // Under the item's lock: a purchase by this line committed meanwhile is seen here.
    const [before] = await tx
      .select({ id: pointsPurchases.id })
      .from(pointsPurchases)
      .where(and(eq(pointsPurchases.userId, ownerId), eq(pointsPurchases.sourceKey, input.source)))
      .limit(1);
    if (before) throw new Refused({ reason: 'duplicate' });
    if (!item.enabled) throw new Refused({ reason: 'disabled' });
    if (item.inputPrompt && !input.text) throw new Refused({ reason: 'input' });
    if (item.stock !== null && item.stock <= 0) throw new Refused({ reason: 'sold_out' });
    if (item.cooldownSeconds > 0 && item.lastBoughtAt) {
      const left = item.lastBoughtAt.getTime() + item.cooldownSeconds * 1000 - now.getTime();
      if (left > 0) throw new Refused({ reason: 'cooldown', seconds: Math.ceil(left / 1000) });
    }
    if (item.viewerCooldownSeconds > 0) {
      // Under the item's lock, so the same viewer's two lines on two nodes take turns here too.
      const [last] = await tx
        .select({ at: pointsPurchases.createdAt })
        .from(pointsPurchases)
        .where(
          and(
            eq(pointsPurchases.itemId, item.id),
            eq(pointsPurchases.login, buyer.login),
            ne(pointsPurchases.status, 'refunded'),
          ),
        )
        .orderBy(desc(pointsPurchases.createdAt))
        .limit(1);
      const left = last ? last.at.getTime() + item.viewerCooldownSeconds * 1000 - now.getTime() : 0;
      if (left > 0)
        throw new Refused({ reason: 'viewer_cooldown', seconds: Math.ceil(left / 1000) });
    }
    if (item.perViewerLimit !== null) {
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`
          select count(*)::int as n from points_purchases
          where item_id = ${item.id}::uuid and login = ${buyer.login} and status <> 'refunded'`),
      );
      if (Number(row?.n ?? 0) >= item.perViewerLimit)
        throw new Refused({ reason: 'limit', limit: item.perViewerLimit });
    }
    const id = uuidv7(now.getTime());
    const [purchase] = await tx
      .insert(pointsPurchases)
      .values({
        id,
        userId: ownerId,
        itemId: item.id,
        itemName: item.name,
        login: buyer.login,
        viewerName: buyer.name,
        kickUserId: buyer.kickUserId,
        price: item.price,
        input: input.text,
        status: 'running',
        sourceKey: input.source,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!purchase) throw new Refused({ reason: 'duplicate' });
    try {
      await this.points.applyWithin(
        tx,
        ownerId,
        [
          {
            login: buyer.login,
            name: buyer.name,
            kickUserId: buyer.kickUserId,
            delta: -item.price,
            kind: 'purchase',
            key: `buy:${input.source}`,
            note: item.name,
          },
        ],
        now,
      );
    } catch (error) {
      if (error instanceof NotEnoughPoints)
        throw new Refused({ reason: 'points', balance: error.balance });
      if (error instanceof UnknownViewer) throw new Refused({ reason: 'points', balance: 0 });
      throw error;
    }
    // The CHECK (stock >= 0) stands behind this; the lock makes it the only writer meanwhile.
    const [taken] = await tx
      .update(pointsStoreItems)
      .set({
        stock: sql`case when ${pointsStoreItems.stock} is null then null else ${pointsStoreItems.stock} - 1 end`,
        sold: sql`${pointsStoreItems.sold} + 1`,
        lastBoughtAt: now,
      })
      .where(
        and(
          eq(pointsStoreItems.id, item.id),
          sql`(${pointsStoreItems.stock} is null or ${pointsStoreItems.stock} > 0)`,
        ),
      )
      .returning();
    if (!taken) throw new Refused({ reason: 'sold_out' });
    return { purchase, item: taken };
  }

  /**
   * Purchases still `running` that have not moved since `before`: paid, their actions never
   * settled because the node running them stopped (the recovery refunds them).
   */
  stuck(before: Date, limit: number): Promise<PurchaseRow[]> {
    return this.db
      .select()
      .from(pointsPurchases)
      .where(and(eq(pointsPurchases.status, 'running'), lt(pointsPurchases.updatedAt, before)))
      .orderBy(asc(pointsPurchases.updatedAt))
      .limit(limit);
  }

  /** Its actions ran: `done`. False when it had settled already. */
  async done(id: string, outcomes: PurchaseOutcome[], now: Date): Promise<boolean> {
    const rows = await this.db
      .update(pointsPurchases)
      .set({ status: 'done', outcomes, updatedAt: now })
      .where(and(eq(pointsPurchases.id, id), eq(pointsPurchases.status, 'running')))
      .returning({ id: pointsPurchases.id });
    return rows.length > 0;
  }

  /**
   * An action failed: the purchase is `refunded` with the reason, the price credited back
   * (`refund:<purchase id>`, once) and the item put back in stock, in one transaction.
   */
  async refund(
    ownerId: string,
    purchase: PurchaseRow,
    reason: string,
    outcomes: PurchaseOutcome[],
    now: Date,
  ): Promise<boolean> {
    return this.points.ledgerTransaction(ownerId, async (tx) => {
      const moved = await tx
        .update(pointsPurchases)
        .set({ status: 'refunded', reason, outcomes, updatedAt: now })
        .where(and(eq(pointsPurchases.id, purchase.id), eq(pointsPurchases.status, 'running')))
        .returning({ id: pointsPurchases.id });
      if (moved.length === 0) return false;
      await this.points.applyWithin(
        tx,
        ownerId,
        [
          {
            login: purchase.login,
            name: purchase.viewerName,
            kickUserId: purchase.kickUserId,
            delta: purchase.price,
            kind: 'refund',
            key: `refund:${purchase.id}`,
            note: `${purchase.itemName}: ${reason}`.slice(0, 300),
          },
        ],
        now,
      );
      if (purchase.itemId)
        await tx
          .update(pointsStoreItems)
          .set({
            stock: sql`case when ${pointsStoreItems.stock} is null then null else ${pointsStoreItems.stock} + 1 end`,
            sold: sql`greatest(${pointsStoreItems.sold} - 1, 0)`,
          })
          .where(eq(pointsStoreItems.id, purchase.itemId));
      return true;
    });
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
