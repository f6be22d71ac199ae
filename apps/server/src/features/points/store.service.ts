import { STORE_ITEMS_MAX, type Purchase, type RewardAction, type StoreItem } from '@kyo/contracts';
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
}

function itemOf(row: StoreItemRow): StoreItem {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    stock: row.stock,
    perViewerLimit: row.perViewerLimit,
    cooldownSeconds: row.cooldownSeconds,
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
