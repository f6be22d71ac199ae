import {
  MAX_ACTIONS_PER_REWARD,
  STORE_ITEMS_MAX,
  type Purchase,
  type RewardAction,
  type StoreItem,
} from '@kyo/contracts';
import type { AppEvents } from '../../app-events';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/http/http-error';
import type {
  Buyer,
  PurchaseRow,
  Refusal,
  StoreItemFields,
  StoreItemRow,
  StoreRepo,
} from './store.repo';
import type { PurchaseOutcome } from './store.schema';

/** What a settled purchase announces (the bus's `points.purchase`: webhooks, event socket). */
export type PurchaseSettled = AppEvents['points.purchase'];

export interface StoreServiceDeps {
  repo: StoreRepo;
  clock: Clock;
  /** The channel-points action runner (the rewards feature), in order, stopping at a failure. */
  runActions(
    plan: readonly RewardAction[],
    run: {
      ownerId: string;
      redemptionId: string;
      viewer: string;
      viewerId: number | null;
      input: string;
      reward: { id: string; title: string; cost: number };
      now: number;
    },
  ): Promise<{ outcomes: PurchaseOutcome[]; failure: string | null }>;
  settled(event: PurchaseSettled): void;
}

/**
 * How long a purchase may stay `running` before the recovery takes it for one whose node stopped:
 * the most actions an item has, each given up by the channel-points runner after 60 s (the
 * rewards feature's ACTION_TIMEOUT_MS), and a minute's margin. A live node never runs this long.
 */
export const STUCK_PURCHASE_MS = MAX_ACTIONS_PER_REWARD * 60_000 + 60_000;
/** How often one node looks for them (job `points-store-recovery`, points.feature.ts). */
export const STORE_RECOVERY_MS = 60_000;
/** The log's reason for a purchase the recovery refunded. */
export const STUCK_REASON =
  'Its actions did not finish (the server running them stopped): the points were refunded';

export type BuyResult =
  { ok: true; status: 'done' | 'refunded'; item: StoreItemRow; purchase: PurchaseRow } | Refusal;

/**
 * The points store (docs/points.md "Store"): the items the page edits and what `!buy` does. A
 * purchase is decided in the database (StoreRepo.buy); the node that made it runs the item's
 * actions with the channel-points runner, then marks it done or refunds it (the reason kept).
 */
export class StoreService {
  constructor(private readonly deps: StoreServiceDeps) {}

  async items(ownerId: string): Promise<StoreItem[]> {
    return (await this.deps.repo.items(ownerId)).map(itemOf);
  }

  async create(ownerId: string, fields: StoreItemFields): Promise<StoreItem> {
    if ((await this.deps.repo.count(ownerId)) >= STORE_ITEMS_MAX)
      throw conflict(
        `The store holds at most ${STORE_ITEMS_MAX} items: delete one to add another`,
        'name',
      );
    const row = await this.deps.repo.create(ownerId, fields, new Date(this.deps.clock.now()));
    if (!row) throw conflict(`An item named ${fields.name} is in the store already`, 'name');
    return itemOf(row);
  }

  async update(ownerId: string, id: string, fields: StoreItemFields): Promise<StoreItem> {
    const row = await this.deps.repo.update(ownerId, id, fields);
    if (row === 'conflict')
      throw conflict(`An item named ${fields.name} is in the store already`, 'name');
    if (!row) throw notFound('No such item in this store', 'id');
    return itemOf(row);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (!(await this.deps.repo.remove(ownerId, id)))
      throw notFound('No such item in this store', 'id');
  }

  async purchases(ownerId: string, limit: number): Promise<Purchase[]> {
    return (await this.deps.repo.purchases(ownerId, limit)).map(purchaseOf);
  }

  /**
   * Buys one `item` for `buyer`, once per `source` (the chat line's id): the price is spent, its
   * actions run; one that fails refunds the purchase. A refusal changes nothing.
   */
  async buy(
    ownerId: string,
    input: { item: string; buyer: Buyer; text: string; source: string },
  ): Promise<BuyResult> {
    const bought = await this.deps.repo.buy(ownerId, {
      ...input,
      now: new Date(this.deps.clock.now()),
    });
    if ('reason' in bought) return bought;
    const { purchase, item } = bought;
    const run = await this.deps.runActions(item.actions, {
      ownerId,
      redemptionId: purchase.id,
      viewer: purchase.viewerName,
      viewerId: purchase.kickUserId,
      input: purchase.input,
      reward: { id: item.id, title: item.name, cost: purchase.price },
      now: this.deps.clock.now(),
    });
    const now = new Date(this.deps.clock.now());
    const status = run.failure ? 'refunded' : 'done';
    const settled = run.failure
      ? await this.deps.repo.refund(ownerId, purchase, run.failure, run.outcomes, now)
      : await this.deps.repo.done(purchase.id, run.outcomes, now);
    if (settled)
      this.deps.settled({
        ownerId,
        purchaseId: purchase.id,
        item: { id: item.id, name: item.name, price: purchase.price },
        viewer: { id: purchase.kickUserId, name: purchase.viewerName },
        input: purchase.input,
        status,
        reason: run.failure,
        at: now.getTime(),
      });
    return { ok: true, status, item, purchase: { ...purchase, status, reason: run.failure } };
  }

  /**
   * The recovery (one node, job `points-store-recovery`): a purchase paid but left `running` longer
   * than a live node takes (its node died mid-actions, or before them) is refunded with the reason,
   * its stock given back, and announced. Which of its actions ran is unknown, so none is run again
   * (never twice); the refund's conditional UPDATE and its ledger key make a second run a no-op.
   */
  async recover(): Promise<number> {
    const now = new Date(this.deps.clock.now());
    const stuck = await this.deps.repo.stuck(new Date(now.getTime() - STUCK_PURCHASE_MS), 100);
    let refunded = 0;
    for (const purchase of stuck) {
      if (!(await this.deps.repo.refund(purchase.userId, purchase, STUCK_REASON, [], now)))
        continue;
      refunded += 1;
      this.deps.settled({
        ownerId: purchase.userId,
        purchaseId: purchase.id,
        item: { id: purchase.itemId, name: purchase.itemName, price: purchase.price },
        viewer: { id: purchase.kickUserId, name: purchase.viewerName },
        input: purchase.input,
        status: 'refunded',
        reason: STUCK_REASON,
        at: now.getTime(),
      });
    }
    return refunded;
  }
}

function itemOf(row: StoreItemRow): StoreItem {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    stock: row.stock,
    perViewerLimit: row.perViewerLimit,
    cooldownSeconds: row.cooldownSeconds,
    viewerCooldownSeconds: row.viewerCooldownSeconds,
    inputPrompt: row.inputPrompt,
    enabled: row.enabled,
    actions: row.actions,
    sold: row.sold,
    lastBoughtAt: row.lastBoughtAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function purchaseOf(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    itemId: row.itemId,
    itemName: row.itemName,
    viewer: row.viewerName,
    price: row.price,
    input: row.input,
    status: row.status,
    reason: row.reason,
    outcomes: row.outcomes,
    at: row.createdAt.toISOString(),
  };
}
