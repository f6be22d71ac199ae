import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { pointsLedgerChecks } from './points.schema';

/** How often the ledger is checked (job `points-drift`, one node). */
export const LEDGER_CHECK_MS = 24 * 60 * 60_000;
/** The drifted viewers a check keeps per channel (the count is always whole). */
const KEPT = 20;

export interface Drift {
  login: string;
  balance: number;
  ledger: number;
}

export interface LedgerCheckResult {
  checkedAt: Date;
  viewers: number;
  drifted: number;
  drift: Drift[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The nightly check (docs/points.md "The ledger"): every viewer's balance compared with the sum
 * of their ledger entries, in one read per channel-wide query; each channel's result is kept in
 * `points_ledger_checks` (one row a channel, replaced by the next check) and every drift is logged
 * at error level.
 */
export class LedgerCheck {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly onDrift: (ownerId: string, drift: Drift[], total: number) => void,
  ) {}

  /** Checks every channel that has viewers; answers the channels checked. */
  async run(): Promise<number> {
    const now = this.now();
    const counts = rowsOf<{ user_id: string; n: string }>(
      await this.db.execute(
        sql`select user_id, count(*) as n from points_viewers group by user_id`,
      ),
    );
    // A viewer row without entries, or entries without a viewer row, is a drift too.
    const drifted = rowsOf<{ user_id: string; login: string; balance: string; ledger: string }>(
      await this.db.execute(sql`
        select coalesce(v.user_id, l.user_id) as user_id, coalesce(v.login, l.login) as login,
               coalesce(v.balance, 0) as balance, coalesce(l.total, 0) as ledger
        from points_viewers v
        full join (
          select user_id, login, sum(delta) as total from points_ledger group by user_id, login
        ) l on l.user_id = v.user_id and l.login = v.login
        where coalesce(v.balance, 0) <> coalesce(l.total, 0)
        order by 1, 2`),
    );
    const byOwner = new Map<string, Drift[]>();
    for (const row of drifted) {
      const list = byOwner.get(row.user_id) ?? [];
      list.push({ login: row.login, balance: Number(row.balance), ledger: Number(row.ledger) });
      byOwner.set(row.user_id, list);
    }
    const owners = new Set([...counts.map((c) => c.user_id), ...byOwner.keys()]);
    const viewersOf = new Map(counts.map((c) => [c.user_id, Number(c.n)]));
    for (const ownerId of owners) {
      const drift = byOwner.get(ownerId) ?? [];
      const row = {
        checkedAt: now,
        viewers: viewersOf.get(ownerId) ?? 0,
        drifted: drift.length,
        drift: drift.slice(0, KEPT),
      };
      await this.db
        .insert(pointsLedgerChecks)
        .values({ userId: ownerId, ...row })
        .onConflictDoUpdate({ target: pointsLedgerChecks.userId, set: row });
      if (drift.length > 0) this.onDrift(ownerId, drift.slice(0, KEPT), drift.length);
    }
    return owners.size;
  }

  /** The channel's last check, or null before the first. */
  async last(ownerId: string): Promise<LedgerCheckResult | null> {
    const [row] = await this.db
      .select()
      .from(pointsLedgerChecks)
      .where(eq(pointsLedgerChecks.userId, ownerId));
    return row
      ? { checkedAt: row.checkedAt, viewers: row.viewers, drifted: row.drifted, drift: row.drift }
      : null;
  }
}
