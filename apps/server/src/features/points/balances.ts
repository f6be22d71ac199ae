/**
 * How long a channel's balances read from the database answer `!points` without a read again.
 * Another node's change reaches this node within a pub/sub message (`kyo:points`); this bounds
 * how long a change whose message was lost (Redis away) can go unseen. Past half of it, a use
 * reads them again in the background.
 */
export const BALANCES_TTL_MS = 30_000;

/** A viewer's balance, as the database holds it (after a write: as the write left it). */
export interface BalanceRow {
  login: string;
  name: string;
  balance: number;
}

/** What a write left of a viewer: the balance, or only the name (the viewers seen in chat). */
export type WrittenRow = BalanceRow | { login: string; name: string; balance?: undefined };

/** What `!points` tells: the balance and the rank (1 + how many have more). */
export interface Standing {
  name: string;
  balance: number;
  rank: number;
}

interface Table {
  viewers: Map<string, { name: string; balance: number }>;
  /** Every viewer's balance, ascending: the rank is 1 + how many lie above one's own. */
  sorted: number[];
  loadedAt: number;
}

interface Channel {
  /**
   * Moves on (to a number never used before, by any channel) at each write's end and each change
   * heard from another node: a read of the database started before may predate the change, so
   * it is not kept, and a write that began before does not know what came between.
   */
  generation: number;
  table?: Table;
  loading?: Promise<void>;
}

export interface PointsBalancesDeps {
  /** Every viewer of the channel with a balance above 0 (one read). */
  load(ownerId: string): Promise<BalanceRow[]>;
  now(): number;
  onLoadError?(ownerId: string, error: unknown): void;
  ttlMs?: number;
}

/** Past this many rows, a write's balances sort the channel again instead of moving each. */
const RESORT_AT = 64;

/**
 * Each node's channel balances in memory, so `!points` answers without waiting for the database
 * behind the chat's writes (docs/points.md "Balances in memory"). Nothing here decides a spend:
 * spends, credits and their checks stay in the database (PointsRepo.apply); this only answers
 * what a balance and a rank are.
 *
 * What keeps it right:
 * - this node's writes: every ledger write (and the seen viewers' names) goes through PointsRepo,
 *   which takes a `writing` token before it and hands `written` the rows as its UPDATE left them
 *   after the commit; when anything happened between the two (another write's end, a change
 *   heard from another node), the channel is forgotten instead;
 * - other nodes' writes: they tell every node after their commit (`kyo:points`, `balances`), and
 *   the channel is forgotten here; a read of the database already under way then is not kept;
 * - a lost message (Redis away): everything is forgotten when the link comes back, and a channel
 *   is read again at most BALANCES_TTL_MS after it was read.
 * A channel not in memory (or not fresh) answers undefined: the caller reads the database.
 */
export class PointsBalances {
  private readonly channels = new Map<string, Channel>();
  private readonly ttlMs: number;
  private sequence = 0;

  constructor(private readonly deps: PointsBalancesDeps) {
    this.ttlMs = deps.ttlMs ?? BALANCES_TTL_MS;
  }

  /**
   * The viewer's standing from memory: null when the channel's balances are known here and the
   * viewer has none above 0 (never seen, or 0); undefined when they are not known here (the
   * channel is then read, for next time).
   */
  standing(ownerId: string, login: string): Standing | null | undefined {
    const channel = this.channels.get(ownerId);
    const table = channel?.table;
    const age = table ? this.deps.now() - table.loadedAt : Infinity;
    if (!table || age >= this.ttlMs) {
      if (channel) channel.table = undefined;
      this.load(ownerId);
      return undefined;
    }
    if (age >= this.ttlMs / 2) this.load(ownerId);
    const viewer = table.viewers.get(login);
    if (!viewer) return null;
    return {
      name: viewer.name,
      balance: viewer.balance,
      rank: rankOf(table.sorted, viewer.balance),
    };
  }

  /** Before a write of the channel's balances: the token its `written` hands back. */
  writing(ownerId: string): number {
    // A channel not here yet gets a generation above this token when it comes.
    return this.channels.get(ownerId)?.generation ?? ++this.sequence;
  }

  /**
   * A write ended: `rows` what it left as committed (each balance absolute: applying one again
   * is harmless), [] when it changed nothing, null when that is unknown. Unless nothing else
   * happened to the channel since `writing`, the channel is forgotten instead.
   */
  written(ownerId: string, token: number, rows: readonly WrittenRow[] | null): void {
    if (rows !== null && rows.length === 0) return;
    const channel = this.channels.get(ownerId);
    if (!channel) return;
    if (rows !== null && channel.table && channel.generation === token) update(channel.table, rows);
    else channel.table = undefined;
    channel.generation = ++this.sequence;
  }

  /**
   * Another node changed the channel's balances (told after its commit): forgotten, and a
   * channel in use here (its balances were in memory) is read again at once, so its next
   * `!points` finds them in memory again rather than waiting for the database.
   */
  changedElsewhere(ownerId: string): void {
    const channel = this.channels.get(ownerId);
    if (!channel) return;
    const inUse = channel.table !== undefined;
    channel.table = undefined;
    channel.generation = ++this.sequence;
    if (inUse) this.load(ownerId);
  }

  /** Forgets everything (the link to the other nodes came back: a message may be lost). */
  clear(): void {
    for (const channel of this.channels.values()) {
      channel.table = undefined;
      channel.generation = ++this.sequence;
    }
  }

  /** Forgets the channels nobody asked about for a while (the minute's flush calls it). */
  prune(): void {
    const now = this.deps.now();
    for (const [ownerId, channel] of this.channels)
      if (!channel.loading && (!channel.table || now - channel.table.loadedAt >= this.ttlMs))
        this.channels.delete(ownerId);
  }

  private channel(ownerId: string): Channel {
    let channel = this.channels.get(ownerId);
    if (!channel) this.channels.set(ownerId, (channel = { generation: ++this.sequence }));
    return channel;
  }

  /** Reads the channel's balances (once at a time) and keeps them if nothing changed meanwhile. */
  private load(ownerId: string): void {
    const channel = this.channel(ownerId);
    if (channel.loading) return;
    const generation = channel.generation;
    const loadedAt = this.deps.now();
    channel.loading = this.deps
      .load(ownerId)
      .then(
        (rows) => {
          if (this.channels.get(ownerId) !== channel || channel.generation !== generation) return;
          const viewers = new Map<string, { name: string; balance: number }>();
          for (const row of rows) viewers.set(row.login, { name: row.name, balance: row.balance });
          channel.table = { viewers, sorted: sortedOf(viewers), loadedAt };
        },
        (error: unknown) => this.deps.onLoadError?.(ownerId, error),
      )
      .finally(() => {
        channel.loading = undefined;
      });
  }
}

function sortedOf(viewers: Table['viewers']): number[] {
  const sorted: number[] = [];
  for (const viewer of viewers.values()) sorted.push(viewer.balance);
  return sorted.sort((a, b) => a - b);
}

/** 1 + how many balances are above `balance` (equal balances share a rank). */
function rankOf(sorted: readonly number[], balance: number): number {
  let low = 0;
  let high = sorted.length;
  // The first index whose balance is above it.
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! <= balance) low = mid + 1;
    else high = mid;
  }
  return 1 + sorted.length - low;
}

/** The first index whose balance is `balance` or above. */
function lowerBound(sorted: readonly number[], balance: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < balance) low = mid + 1;
    else high = mid;
  }
  return low;
}

function update(table: Table, rows: readonly WrittenRow[]): void {
  const moves = rows.filter((row) => row.balance !== undefined).length;
  for (const row of rows) {
    const viewer = table.viewers.get(row.login);
    if (row.balance === undefined) {
      // A name alone: a viewer without a balance here has none (or 0) in the database too.
      if (viewer) viewer.name = row.name;
      continue;
    }
    if (moves <= RESORT_AT) {
      if (viewer) table.sorted.splice(lowerBound(table.sorted, viewer.balance), 1);
      table.sorted.splice(lowerBound(table.sorted, row.balance), 0, row.balance);
    }
    if (viewer) {
      viewer.name = row.name;
      viewer.balance = row.balance;
    } else table.viewers.set(row.login, { name: row.name, balance: row.balance });
  }
  if (moves > RESORT_AT) table.sorted = sortedOf(table.viewers);
}
