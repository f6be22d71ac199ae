import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { statsStreams } from '../stats/stats.schema';
import type { Db } from '../../platform/db/database';
import type { BalanceRow, WrittenRow } from './balances';
import { type Applied, applyEntries, type Entry, rowsOf, type Tx } from './ledger.repo';
import { pointsLedger, pointsSettings, pointsViewers } from './points.schema';

declare const ledger: unique symbol;
/** A transaction opened by `PointsRepo.ledgerTransaction`: the only kind `applyWithin` writes in. */
export type LedgerTx = Tx & { readonly [ledger]: true };

/**
 * Told around every write of balances (and of the seen viewers' names): the node's balances in
 * memory (balances.ts) learn what the write left, after its commit.
 */
export interface BalanceWrites {
  /** Before the write: a token `written` gets back. */
  writing(ownerId: string): number;
  /**
   * After it: the rows it left as committed; [] when nothing changed (rolled back, or every key
   * used before); null when whether it committed is unknown (an error at the commit).
   */
  written(ownerId: string, token: number, rows: readonly WrittenRow[] | null): void;
}

/**
 * The ledger and the balances (docs/points.md). `apply` is the one way a balance changes: in one
 * transaction, the ledger's write (ledger.repo.ts), its moves told to the node's memory.
 */
export class PointsRepo {
  /**
   * Told after a write moved a channel's balances (the Points leaderboard widget's feed marks the
   * channel; inside a transaction it may still roll back, which only costs a board read).
   */
  onChanged: (ownerId: string) => void = () => undefined;
  /** The node's balances in memory (points.module sets it). */
  writes: BalanceWrites = { writing: () => 0, written: () => undefined };
  /** Each open ledger transaction's channel and the rows it moved so far. */
  private readonly moved = new WeakMap<object, { ownerId: string; rows: WrittenRow[] }>();

  constructor(private readonly db: Db) {}

  async apply(ownerId: string, entries: Entry[], now: Date): Promise<Applied[]> {
    if (entries.length === 0) return [];
    return this.ledgerTransaction(ownerId, (tx) => this.applyIn(tx, ownerId, entries, now));
  }

  /**
   * `apply` inside a transaction another part of points opened (a game round, a prediction's
   * payouts), so its own rows and the ledger's entries are written or refused together.
   */
  applyWithin(tx: LedgerTx, ownerId: string, entries: Entry[], now: Date): Promise<Applied[]> {
    return entries.length === 0 ? Promise.resolve([]) : this.applyIn(tx, ownerId, entries, now);
  }

  /**
   * A transaction in which balances of the channel move (`applyWithin`): after its commit, the
   * node's balances in memory take what it left. A throw from `work` rolls it back (nothing
   * moved); an error after `work` (the commit) leaves it unknown, so the memory forgets the
   * channel.
   */
  async ledgerTransaction<T>(ownerId: string, work: (tx: LedgerTx) => Promise<T>): Promise<T> {
    const token = this.writes.writing(ownerId);
    const moved: WrittenRow[] = [];
    let worked = false;
    try {
      const result = await this.db.transaction(async (tx) => {
        this.moved.set(tx, { ownerId, rows: moved });
        const value = await work(tx as LedgerTx);
        worked = true;
        return value;
      });
      this.writes.written(ownerId, token, moved);
      return result;
    } catch (error) {
      this.writes.written(ownerId, token, worked ? null : []);
      throw error;
    }
  }

  private async applyIn(tx: Tx, ownerId: string, entries: Entry[], now: Date): Promise<Applied[]> {
    // The types hold it (LedgerTx); a write the memory would not learn of must not happen.
    const opened = this.moved.get(tx);
    if (opened?.ownerId !== ownerId)
      throw new Error('points: balances move only in a ledgerTransaction of their channel');
    const { applied, moved } = await applyEntries(tx, ownerId, entries, now);
    if (moved.length > 0) {
      opened.rows.push(...moved);
      this.onChanged(ownerId);
    }
    return applied;
  }

  /** Notes viewers seen in chat (name, Kick id, last seen) without a change of balance. */
  async seen(
    ownerId: string,
    viewers: Array<{ login: string; name: string; kickUserId: number | null }>,
    now: Date,
  ): Promise<void> {
    if (viewers.length === 0) return;
    const rows = [...viewers]
      .sort((a, b) => (a.login < b.login ? -1 : 1))
      .map((v) => ({ l: v.login, n: v.name, k: v.kickUserId }));
    // Their names are what a `!points @user` answer shows.
    const token = this.writes.writing(ownerId);
    try {
      await this.db.execute(sql`
        insert into points_viewers as v (user_id, login, display_name, kick_user_id, last_seen_at)
        select ${ownerId}::uuid, x.l, x.n, x.k, ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(l text, n text, k bigint)
        on conflict (user_id, login) do update set
          display_name = excluded.display_name,
          kick_user_id = coalesce(excluded.kick_user_id, v.kick_user_id),
          last_seen_at = greatest(v.last_seen_at, excluded.last_seen_at)`);
    } catch (error) {
      this.writes.written(ownerId, token, null);
      throw error;
    }
    this.writes.written(
      ownerId,
      token,
      viewers.map((v) => ({ login: v.login, name: v.name })),
    );
  }

  /** Every viewer of the channel with a balance above 0 (the node's balances in memory). */
  async balances(ownerId: string): Promise<BalanceRow[]> {
    const rows = rowsOf<{ login: string; name: string; balance: string | number }>(
      await this.db.execute(sql`
        select login, display_name as name, balance from points_viewers
        where user_id = ${ownerId}::uuid and balance > 0`),
    );
    return rows.map((row) => ({ login: row.login, name: row.name, balance: Number(row.balance) }));
  }

  /**
   * A viewer with their rank: 1 + how many have more (equal balances share a rank), counted in
   * the same statement (`!points` waits for one round trip, not two).
   */
  async viewer(ownerId: string, login: string) {
    const [row] = await this.db
      .select({
        login: pointsViewers.login,
        name: pointsViewers.displayName,
        balance: pointsViewers.balance,
        lastSeenAt: pointsViewers.lastSeenAt,
        // Named in full: Drizzle writes a column of a one-table select unqualified, which the
        // subquery would read as its own. The inner table is aliased, so these are the outer row.
        rank: sql<number>`1 + (select count(*)::int from points_viewers richer
          where richer.user_id = points_viewers.user_id
            and richer.balance > points_viewers.balance)`.mapWith(Number),
      })
      .from(pointsViewers)
      .where(and(eq(pointsViewers.userId, ownerId), eq(pointsViewers.login, login)))
      .limit(1);
    return row ?? null;
  }

  async top(ownerId: string, limit: number) {
    return this.db
      .select({ name: pointsViewers.displayName, balance: pointsViewers.balance })
      .from(pointsViewers)
      .where(and(eq(pointsViewers.userId, ownerId), sql`${pointsViewers.balance} > 0`))
      .orderBy(desc(pointsViewers.balance), asc(pointsViewers.login))
      .limit(limit);
  }

  /** A page of the viewers, richest first, with their rank among all of the channel's. */
  async page(ownerId: string, search: string, offset: number, limit: number) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = rowsOf<{
      display_name: string;
      balance: number;
      rank: number;
      last_seen_at: string | Date | null;
      total: number;
    }>(
      await this.db.execute(sql`
        select display_name, balance, rank, last_seen_at, count(*) over () ::int as total from (
          select login, display_name, balance, last_seen_at,
            (rank() over (order by balance desc))::int as rank
          from points_viewers where user_id = ${ownerId}::uuid
        ) r where r.login like ${pattern}
        order by r.balance desc, r.login
        offset ${offset} limit ${limit}`),
    );
    const total = rows[0]?.total ?? (offset > 0 ? await this.count(ownerId, pattern) : 0);
    return { rows, total: Number(total) };
  }

  private async count(ownerId: string, pattern: string): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`
        select count(*)::int as n from points_viewers
        where user_id = ${ownerId}::uuid and login like ${pattern}`),
    );
    return Number(row?.n ?? 0);
  }

  async all(ownerId: string) {
    return this.db
      .select({ name: pointsViewers.displayName, balance: pointsViewers.balance })
      .from(pointsViewers)
      .where(eq(pointsViewers.userId, ownerId))
      .orderBy(desc(pointsViewers.balance), asc(pointsViewers.login));
  }

  async ledgerOf(ownerId: string, login: string, limit: number) {
    return this.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, ownerId), eq(pointsLedger.login, login)))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(limit);
  }

  /**
   * Runs `work` in one transaction (the import: every row or none): `balances` reads and `apply`
   * writes inside it (PGlite has one connection: a query outside it would wait for it forever).
   */
  transaction<T>(
    ownerId: string,
    work: (tx: {
      balances: (logins: string[]) => Promise<Map<string, number>>;
      apply: (entries: Entry[], now: Date) => Promise<Applied[]>;
    }) => Promise<T>,
  ) {
    return this.ledgerTransaction(ownerId, (tx) =>
      work({
        balances: async (logins) => {
          if (logins.length === 0) return new Map();
          const rows = await tx
            .select({ login: pointsViewers.login, balance: pointsViewers.balance })
            .from(pointsViewers)
            .where(and(eq(pointsViewers.userId, ownerId), inArray(pointsViewers.login, logins)))
            .orderBy(asc(pointsViewers.login))
            .for('update');
          return new Map(rows.map((r) => [r.login, r.balance]));
        },
        apply: (entries, now) =>
          entries.length === 0 ? Promise.resolve([]) : this.applyIn(tx, ownerId, entries, now),
      }),
    );
  }

  async settings(ownerId: string) {
    const [row] = await this.db
      .select()
      .from(pointsSettings)
      .where(eq(pointsSettings.userId, ownerId))
      .limit(1);
    return row ?? null;
  }

  async saveSettings(ownerId: string, enabled: boolean, settings: Record<string, unknown>) {
    await this.db
      .insert(pointsSettings)
      .values({ userId: ownerId, enabled, settings })
      .onConflictDoUpdate({
        target: pointsSettings.userId,
        set: { enabled, settings, updatedAt: sql`now()` },
      });
  }

  /** Every channel with points on, with its settings (each node keeps them in memory). */
  async switchedOn() {
    return this.db
      .select({ userId: pointsSettings.userId, settings: pointsSettings.settings })
      .from(pointsSettings)
      .where(eq(pointsSettings.enabled, true));
  }

  /** The open stream of each channel (the stats decide streams: one open per channel). */
  async openStreams(ownerIds: string[]): Promise<Map<string, string>> {
    if (ownerIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: statsStreams.userId, id: statsStreams.id })
      .from(statsStreams)
      .where(and(inArray(statsStreams.userId, ownerIds), isNull(statsStreams.endedAt)));
    return new Map(rows.map((r) => [r.userId, r.id]));
  }
}
