import { sql } from 'drizzle-orm';
import type { LedgerKind } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { uuidv7 } from '../../platform/ids';
import type { WrittenRow } from './balances';

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
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The ledger's write (docs/points.md), inside a transaction `PointsRepo.ledgerTransaction` opened:
 * it locks the viewers' rows (in name order, so two nodes never deadlock), claims each entry's key
 * (`points_ledger_once`: a key used before changes nothing), and moves each balance by what it
 * claimed; the UPDATE's `balance + d >= 0` (and the CHECK behind it) decides in the database that
 * no spend goes below zero. `moved`: the balances it left, for the node's memory.
 */
export async function applyEntries(
  tx: Tx,
  ownerId: string,
  entries: Entry[],
  now: Date,
): Promise<{ applied: Applied[]; moved: WrittenRow[] }> {
  const moved: WrittenRow[] = [];
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
  }
  return {
    applied: planned.map((p) => ({
      key: p.entry.key,
      login: p.entry.login,
      fresh: claimed.has(p.entry.key),
      delta: claimed.has(p.entry.key) ? p.delta : 0,
    })),
    moved,
  };
}
