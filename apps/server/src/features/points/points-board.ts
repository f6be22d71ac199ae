import type { WidgetEvent } from '@kyo/contracts';

/** How often a node sends the changed boards to its overlays (and tells the other nodes). */
export const POINTS_BOARD_MS = 2_000;
/** The most a Points leaderboard widget shows. */
const BOARD_SIZE = 25;

export interface PointsBoardDeps {
  /** The richest viewers, richest first (balance above 0). */
  top(ownerId: string, limit: number): Promise<Array<{ name: string; balance: number }>>;
  currencyOf(ownerId: string): string;
  /** To this node's overlays of the owner (the bus's `live.event`). */
  publish(ownerId: string, event: WidgetEvent): void;
  /** Tells the other nodes these channels' balances changed (the cluster channel). */
  relay?(ownerIds: string[]): void;
  now(): number;
}

/**
 * The Points leaderboard widget's feed (docs/points.md "Widgets"): a balance that changes marks
 * its channel (a set insert, no query); every POINTS_BOARD_MS each node tells the others which
 * channels changed, and every node with an overlay of one of them open reads its top 25 once and
 * sends the whole board, when it differs from the last one sent. So a chat line costs nothing
 * here (its minute's flush marks the channel once), and a board is read at most every 2 s per
 * node that shows it.
 */
export class PointsBoard {
  private readonly shownUntil = new Map<string, number>();
  private dirty = new Set<string>();
  private readonly lastSent = new Map<string, string>();

  constructor(private readonly deps: PointsBoardDeps) {}

  /** An overlay of the owner shows the board until `until` (renewed while it stays open). */
  shown(ownerId: string, until: number): void {
    this.shownUntil.set(ownerId, Math.max(until, this.shownUntil.get(ownerId) ?? 0));
  }

  /** A balance of the channel changed (the ledger wrote). */
  changed(ownerId: string): void {
    this.dirty.add(ownerId);
  }

  /** The periodic step: tell the other nodes, then refresh what this node shows. */
  async tick(): Promise<void> {
    if (this.dirty.size === 0) return;
    const owners = [...this.dirty];
    this.dirty = new Set();
    this.deps.relay?.(owners);
    await this.refresh(owners);
  }

  /** Channels whose balances changed (here or on another node): boards shown here are sent. */
  async refresh(ownerIds: readonly string[]): Promise<void> {
    const now = this.deps.now();
    for (const ownerId of ownerIds) {
      const until = this.shownUntil.get(ownerId);
      if (until === undefined) continue;
      if (until < now) {
        this.shownUntil.delete(ownerId);
        this.lastSent.delete(ownerId);
        continue;
      }
      await this.send(ownerId, false);
    }
  }

  /** An overlay just connected here: the board now, even if it did not change. */
  replay(ownerId: string): Promise<void> {
    return this.send(ownerId, true);
  }

  private async send(ownerId: string, always: boolean): Promise<void> {
    const rows = await this.deps.top(ownerId, BOARD_SIZE);
    const entries: Array<{ rank: number; name: string; balance: number }> = [];
    for (const [index, row] of rows.entries()) {
      const previous = entries[index - 1];
      // Equal balances share a rank (as the portal and `!points` count it).
      const rank = previous && previous.balance === row.balance ? previous.rank : index + 1;
      entries.push({ rank, name: row.name, balance: Number(row.balance) });
    }
    const currency = this.deps.currencyOf(ownerId);
    const key = JSON.stringify([currency, entries]);
    if (!always && this.lastSent.get(ownerId) === key) return;
    this.lastSent.set(ownerId, key);
    this.deps.publish(ownerId, {
      kind: 'points.leaderboard',
      currency,
      entries,
      at: this.deps.now(),
    });
  }
}
