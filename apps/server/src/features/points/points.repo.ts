import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LedgerKind } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { uuidv7 } from '../../platform/ids';
import { statsStreams } from '../stats/stats.schema';
import type { BalanceRow, WrittenRow } from './balances';
import { pointsLedger, pointsSettings, pointsViewers } from './points.schema';

/** One change of a balance, as the ledger writes it. */
export interface Entry {
  /** Lower-case Kick username. */
  login: string;
  /** The name as typed or as Kick gave it (shown). */
  name: string;
  kickUserId?: number | null;
  delta: number;
  kind: LedgerKind;
  /** The idempotency key: the same key is applied once, ever, per channel. */
  key: string;
  note?: string | null;
  actor?: string | null;
  /** Chat earnings: counted toward the cap per stream of `streamId`. */
  stream?: { id: string; cap: number };
}

export interface Applied {
  key: string;
  login: string;
  /** What the balance moved by (a capped entry may move less); 0 when the key was used before. */
  delta: number;
  /** False: the key was applied before (a redelivery, another node): nothing changed. */
  fresh: boolean;
}

/** A spend the balance does not cover: nothing of the batch was written. */
export class NotEnoughPoints extends Error {
  constructor(
    readonly login: string,
    readonly balance: number,
  ) {
    super(`${login} has ${balance}`);
  }
}

/** A debit names a viewer the channel has never seen. */
export class UnknownViewer extends Error {
  constructor(readonly login: string) {
    super(`unknown viewer ${login}`);
  }
}

interface Locked {
  login: string;
  balance: number;
  stream_id: string | null;
  stream_earned: number;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
declare const ledger: unique symbol;
/** A transaction opened by `PointsRepo.ledgerTransaction`: the only kind `applyWithin` writes in. */
export type LedgerTx = Tx & { readonly [ledger]: true };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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
 * transaction it locks the viewers' rows (in name order, so two nodes never deadlock), claims
 * each entry's key (`points_ledger_once`: a key used before changes nothing), and moves each
 * balance by what it claimed; the UPDATE's `balance + d >= 0` (and the CHECK behind it) decides
 * in the database that no spend goes below zero.
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
    const moved = opened.rows;
    const at = now.toISOString();
    const names = new Map<string, { name: string; kickUserId: number | null }>();
    for (const entry of entries)
      if (entry.delta > 0 || !names.has(entry.login))
        names.set(entry.login, { name: entry.name, kickUserId: entry.kickUserId ?? null });
    const creditOnly = [...new Set(entries.filter((e) => e.delta > 0).map((e) => e.login))].sort();
    if (creditOnly.length > 0) {
      const rows = creditOnly.map((login) => ({
        l: login,
        n: names.get(login)!.name,
        k: names.get(login)!.kickUserId,
      }));
      // A credit may meet a viewer first (an imported name, a follower who never chatted).
      await tx.execute(sql`
        insert into points_viewers (user_id, login, display_name, kick_user_id)
        select ${ownerId}::uuid, x.l, x.n, x.k
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(l text, n text, k bigint)
        order by x.l
        on conflict (user_id, login) do nothing`);
    }
    const logins = [...new Set(entries.map((e) => e.login))].sort();
    const locked = rowsOf<Locked>(
      await tx.execute(sql`
        select login, balance, stream_id, stream_earned from points_viewers
        where user_id = ${ownerId}::uuid and login in ${logins}
        order by login for update`),
    );
    const byLogin = new Map(
      locked.map((row) => [
        row.login,
        {
          balance: Number(row.balance),
          streamId: row.stream_id,
          earned: Number(row.stream_earned),
        },
      ]),
    );
    for (const login of logins) if (!byLogin.has(login)) throw new UnknownViewer(login);

    // Keys used before change nothing (nor count toward the cap). Every write of these viewers'
    // entries holds their locks, so no other node adds one of these keys meanwhile.
    const used = new Set(
      rowsOf<{ idem_key: string }>(
        await tx.execute(sql`
          select idem_key from points_ledger
          where user_id = ${ownerId}::uuid and idem_key in ${entries.map((e) => e.key)}`),
      ).map((row) => row.idem_key),
    );
    // What each entry would move, the cap applied.
    const planned = entries
      .filter((entry) => !used.has(entry.key))
      .map((entry) => {
        const row = byLogin.get(entry.login)!;
        let delta = entry.delta;
        if (entry.stream) {
          if (row.streamId !== entry.stream.id) {
            row.streamId = entry.stream.id;
            row.earned = 0;
          }
          if (entry.stream.cap > 0)
            delta = Math.max(0, Math.min(delta, entry.stream.cap - row.earned));
          row.earned += delta;
        }
        return { entry, delta, id: uuidv7(now.getTime()) };
      });
    const claimable = planned.filter((p) => p.delta !== 0);
    const claimed = new Set<string>();
    if (claimable.length > 0) {
      const rows = claimable.map((p) => ({
        i: p.id,
        l: p.entry.login,
        d: p.delta,
        k: p.entry.kind,
        key: p.entry.key,
        n: p.entry.note ?? null,
        a: p.entry.actor ?? null,
      }));
      const inserted = rowsOf<{ idem_key: string }>(
        await tx.execute(sql`
          insert into points_ledger (id, user_id, login, delta, kind, idem_key, note, actor, created_at)
          select x.i, ${ownerId}::uuid, x.l, x.d, x.k, x.key, x.n, x.a, ${at}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as x(i uuid, l text, d bigint, k text, key text, n text, a text)
          on conflict (user_id, idem_key) do nothing
          returning idem_key`),
      );
      for (const row of inserted) claimed.add(row.idem_key);
    }

    // Each viewer's balance moves by the sum of what was claimed, in one statement.
    const moves = new Map<string, { d: number; earned: number; stream: string | null }>();
    for (const p of planned) {
      const fresh = claimed.has(p.entry.key);
      if (!fresh) continue;
      const move = moves.get(p.entry.login) ?? { d: 0, earned: 0, stream: null };
      move.d += p.delta;
      if (p.entry.stream) {
        move.stream = p.entry.stream.id;
        move.earned += p.delta;
      }
      moves.set(p.entry.login, move);
    }
    if (moves.size > 0) {
      const rows = [...moves].map(([login, move]) => ({
        l: login,
        d: move.d,
        s: move.stream,
        e: move.earned,
      }));
      const updated = rowsOf<{ login: string; name: string; balance: string | number }>(
        await tx.execute(sql`
          update points_viewers v set
            balance = v.balance + x.d,
            stream_earned = case when x.s is null then v.stream_earned
              when v.stream_id = x.s then v.stream_earned + x.e else x.e end,
            stream_id = coalesce(x.s, v.stream_id)
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as x(l text, d bigint, s uuid, e bigint)
          where v.user_id = ${ownerId}::uuid and v.login = x.l and v.balance + x.d >= 0
          returning v.login, v.display_name as name, v.balance`),
      );
      if (updated.length < rows.length) {
        const done = new Set(updated.map((row) => row.login));
        const short = rows.find((row) => !done.has(row.l))!;
        throw new NotEnoughPoints(short.l, byLogin.get(short.l)!.balance);
      }
      for (const row of updated)
        moved.push({ login: row.login, name: row.name, balance: Number(row.balance) });
      this.onChanged(ownerId);
    }
    return planned.map((p) => ({
      key: p.entry.key,
      login: p.entry.login,
      fresh: claimed.has(p.entry.key),
      delta: claimed.has(p.entry.key) ? p.delta : 0,
    }));
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
