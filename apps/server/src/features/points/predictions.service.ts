import { sql } from 'drizzle-orm';
import {
  betOf,
  type BetArg,
  type PointsGamesSettings,
  type PointsPredictionFacts,
  type Prediction,
  type PredictionState,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/http-error';
import { uuidv7 } from '../../platform/ids';
import type { Player } from './games.round';
import { payouts } from './predictions.payouts';
import type { Entry, Tx } from './ledger.repo';
import type { PointsRepo } from './points.repo';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Row {
  id: string;
  user_id: string;
  title: string;
  outcomes: string[] | string;
  state: PredictionState;
  winner: number | null;
  opened_by: string;
  locks_at: string | Date;
  ended_at: string | Date | null;
  created_at: string | Date;
}

export interface PredictionsDeps {
  db: Db;
  points: PointsRepo;
  clock: Clock;
  settings(ownerId: string): Promise<PointsGamesSettings>;
  /** The prediction's text in chat (the streamer's own or the catalogue's). */
  text(
    ownerId: string,
    key: 'open' | 'lock' | 'resolve' | 'cancel',
    values: Record<string, string | number>,
  ): Promise<string>;
  /** Posts in the channel's chat through the bot (its outbox: once per key). */
  say(ownerId: string, key: string, text: string): Promise<void>;
  currencyOf(ownerId: string): string;
  /** A prediction moved (the bus's `points.prediction`). */
  moved(ownerId: string, facts: PointsPredictionFacts): void;
}

export type BetResult =
  | { kind: 'replay' }
  | { kind: 'none' }
  | { kind: 'closed'; title: string }
  | { kind: 'unknown-outcome'; count: number }
  | { kind: 'other-outcome'; outcome: string }
  | { kind: 'no-points' }
  | { kind: 'nothing' }
  | { kind: 'min'; min: number }
  | { kind: 'max'; max: number }
  | { kind: 'short'; balance: number }
  | { kind: 'bet'; outcome: string; amount: number; total: number };

/**
 * Predictions (docs/points.md "Predictions"): opened by the streamer or a moderator (page or
 * chat), bet on with `!bet`, locked when the window ends (the `points-predictions` job) or by
 * hand, then resolved (the pool shared by the winners) or cancelled (refunds). Each move is a
 * conditional UPDATE on `state`, so it happens once whichever node or click asks; payouts and
 * refunds are ledger entries keyed `prediction:<id>:<login>`.
 */
export class PredictionsService {
  constructor(private readonly deps: PredictionsDeps) {}

  private async view(db: Db | Tx, row: Row): Promise<Prediction> {
    const outcomes =
      typeof row.outcomes === 'string' ? (JSON.parse(row.outcomes) as string[]) : row.outcomes;
    const totals = rowsOf<{ outcome: number; pool: string | number; bettors: string | number }>(
      await db.execute(sql`
        select outcome, sum(amount)::bigint as pool, count(*)::int as bettors
        from points_prediction_bets where prediction_id = ${row.id}::uuid group by outcome`),
    );
    const byOutcome = new Map(totals.map((t) => [Number(t.outcome), t]));
    return {
      id: row.id,
      title: row.title,
      state: row.state,
      outcomes: outcomes.map((title, i) => ({
        title,
        pool: Number(byOutcome.get(i)?.pool ?? 0),
        bettors: Number(byOutcome.get(i)?.bettors ?? 0),
      })),
      winner: row.winner === null ? null : Number(row.winner) + 1,
      openedAt: new Date(row.created_at).toISOString(),
      locksAt: new Date(row.locks_at).toISOString(),
      endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
      openedBy: row.opened_by,
    };
  }

  private async row(db: Db | Tx, ownerId: string, id: string): Promise<Row | null> {
    const [row] = rowsOf<Row>(
      await db.execute(sql`
        select * from points_predictions where user_id = ${ownerId}::uuid and id = ${id}::uuid`),
    );
    return row ?? null;
  }

  async list(ownerId: string): Promise<{ current: Prediction | null; recent: Prediction[] }> {
    const rows = rowsOf<Row>(
      await this.deps.db.execute(sql`
        select * from points_predictions where user_id = ${ownerId}::uuid
        order by (state in ('open', 'locked')) desc, created_at desc limit 11`),
    );
    const views = await Promise.all(rows.map((row) => this.view(this.deps.db, row)));
    const current =
      views[0] && (views[0].state === 'open' || views[0].state === 'locked') ? views[0] : null;
    return { current, recent: views.filter((v) => v !== current).slice(0, 10) };
  }

  async current(ownerId: string): Promise<Prediction | null> {
    return (await this.list(ownerId)).current;
  }

  /**
   * Opens a prediction: 409 while another is open or locked (`points_predictions_one_active`).
   * From chat, `messageId` makes a redelivered line open nothing more (null: replayed).
   */
  async open(
    ownerId: string,
    input: { title: string; outcomes: string[]; windowSeconds: number },
    openedBy: string,
    messageId: string | null = null,
  ): Promise<Prediction | null> {
    const now = this.deps.clock.now();
    const id = uuidv7(now);
    const locksAt = new Date(now + input.windowSeconds * 1000);
    const inserted = rowsOf<Row>(
      await this.deps.db.execute(sql`
        insert into points_predictions (id, user_id, title, outcomes, state, opened_by, message_id, locks_at, created_at)
        values (${id}::uuid, ${ownerId}::uuid, ${input.title}, ${JSON.stringify(input.outcomes)}::jsonb,
          'open', ${openedBy}, ${messageId}, ${locksAt.toISOString()}::timestamptz,
          ${new Date(now).toISOString()}::timestamptz)
        on conflict do nothing
        returning *`),
    );
    const row = inserted[0];
    if (!row) {
      if (messageId) {
        const [seen] = rowsOf(
          await this.deps.db.execute(sql`
            select 1 from points_predictions where user_id = ${ownerId}::uuid and message_id = ${messageId}`),
        );
        if (seen) return null;
      }
      throw conflict('A prediction is already running: resolve or cancel it first');
    }
    const view = await this.view(this.deps.db, row);
    const outcomes = input.outcomes.map((o, i) => `${i + 1}) ${o}`).join(', ');
    await this.announce(ownerId, view, 'open', {
      title: view.title,
      outcomes,
      seconds: input.windowSeconds,
    });
    return view;
  }

  /** Closes the bets (by hand, or the job when the window ends): 409 when it is not open. */
  async lock(ownerId: string, id: string): Promise<Prediction> {
    if (!(await this.row(this.deps.db, ownerId, id))) throw notFound('No such prediction', 'id');
    const view = await this.move(ownerId, id, ['open'], 'locked', null);
    if (!view) throw conflict('This prediction is not open for bets');
    return view;
  }

  /** The job: locks every prediction whose window has ended (the UPDATE decides once). */
  async lockDue(): Promise<number> {
    const due = rowsOf<{ id: string; user_id: string }>(
      await this.deps.db.execute(sql`
        select id, user_id from points_predictions
        where state = 'open' and locks_at <= ${new Date(this.deps.clock.now()).toISOString()}::timestamptz
        limit 100`),
    );
    let locked = 0;
    for (const row of due)
      if (await this.move(row.user_id, row.id, ['open'], 'locked', null)) locked++;
    return locked;
  }

  /**
   * Resolves with the winning outcome (1 first): each winner gets their stake back plus
   * stake / winningPool × losingPool, rounded down; what rounding leaves is lost. No bet on the
   * winner: every stake is lost (cancel refunds instead).
   */
  async resolve(ownerId: string, id: string, outcome: number): Promise<Prediction> {
    const before = await this.row(this.deps.db, ownerId, id);
    if (!before) throw notFound('No such prediction', 'id');
    const count = (
      typeof before.outcomes === 'string'
        ? (JSON.parse(before.outcomes) as string[])
        : before.outcomes
    ).length;
    if (outcome < 1 || outcome > count)
      throw badRequest(`Outcome must be from 1 to ${count}`, 'outcome');
    const view = await this.move(ownerId, id, ['open', 'locked'], 'resolved', outcome - 1);
    if (!view) throw conflict('This prediction has already ended');
    return view;
  }

  async cancel(ownerId: string, id: string): Promise<Prediction> {
    if (!(await this.row(this.deps.db, ownerId, id))) throw notFound('No such prediction', 'id');
    const view = await this.move(ownerId, id, ['open', 'locked'], 'cancelled', null);
    if (!view) throw conflict('This prediction has already ended');
    return view;
  }

  /** One state move, decided by a conditional UPDATE; payouts or refunds in the same transaction. */
  private async move(
    ownerId: string,
    id: string,
    from: PredictionState[],
    to: PredictionState,
    winner: number | null,
  ): Promise<Prediction | null> {
    const now = new Date(this.deps.clock.now());
    const moved = await this.deps.points.ledgerTransaction(ownerId, async (tx) => {
      const [row] = rowsOf<Row>(
        await tx.execute(sql`
          update points_predictions set state = ${to}, winner = ${winner},
            ended_at = ${to === 'locked' ? null : now.toISOString()}::timestamptz
          where user_id = ${ownerId}::uuid and id = ${id}::uuid and state in ${from}
          returning *`),
      );
      if (!row) return null;
      if (to === 'resolved' || to === 'cancelled') {
        const bets = rowsOf<{
          login: string;
          name: string;
          outcome: number;
          amount: string | number;
        }>(
          await tx.execute(sql`
            select login, name, outcome, amount from points_prediction_bets
            where prediction_id = ${id}::uuid order by login`),
        );
        const entries = payouts(
          bets.map((b) => ({ ...b, outcome: Number(b.outcome), amount: Number(b.amount) })),
          to === 'resolved' ? winner : null,
        ).map((p): Entry => ({
          login: p.login,
          name: p.name,
          delta: p.amount,
          kind: 'prediction',
          key: `prediction:${id}:${p.login}`,
          note: to === 'resolved' ? `won “${row.title}”` : `refund “${row.title}”`,
        }));
        await this.deps.points.applyWithin(tx, ownerId, entries, now);
      }
      return this.view(tx, row);
    });
    if (!moved) return null;
    const pool = moved.outcomes.reduce((sum, o) => sum + o.pool, 0);
    const currency = this.deps.currencyOf(ownerId);
    if (to === 'locked')
      await this.announce(ownerId, moved, 'lock', { title: moved.title, pool, currency });
    else if (to === 'cancelled')
      await this.announce(ownerId, moved, 'cancel', { title: moved.title });
    else {
      const won = moved.outcomes[winner!]!;
      await this.announce(ownerId, moved, 'resolve', {
        title: moved.title,
        outcome: won.title,
        winners: won.bettors,
        pool,
        currency,
      });
    }
    return moved;
  }

  private async announce(
    ownerId: string,
    view: Prediction,
    key: 'open' | 'lock' | 'resolve' | 'cancel',
    values: Record<string, string | number>,
  ) {
    this.deps.moved(ownerId, {
      predictionId: view.id,
      state: view.state,
      title: view.title,
      outcomes: view.outcomes,
      winner: view.winner,
      locksAt: Date.parse(view.locksAt),
      at: this.deps.clock.now(),
    });
    const text = await this.deps.text(ownerId, key, values);
    await this.deps.say(ownerId, `points-prediction:${view.id}:${view.state}`, text);
  }

  /**
   * `!bet <outcome> N`: on the open prediction, before its window ends. A viewer bets on one
   * outcome and may add to that bet; the ledger key (the chat line's id) makes a redelivered
   * line bet once.
   */
  async bet(
    ownerId: string,
    player: Player,
    outcomeArg: string,
    arg: BetArg,
    messageId: string,
  ): Promise<BetResult> {
    const limits = (await this.deps.settings(ownerId)).predictions;
    const now = new Date(this.deps.clock.now());
    const key = `prediction-bet:${messageId}`;
    return this.deps.points.ledgerTransaction(ownerId, async (tx) => {
      const [row] = rowsOf<Row>(
        await tx.execute(sql`
            select * from points_predictions
            where user_id = ${ownerId}::uuid and state in ('open', 'locked') for share`),
      );
      const [used] = rowsOf(
        await tx.execute(sql`
            select 1 from points_ledger where user_id = ${ownerId}::uuid and idem_key = ${key}`),
      );
      if (used) return { kind: 'replay' as const };
      if (!row) return { kind: 'none' as const };
      if (row.state !== 'open' || new Date(row.locks_at).getTime() <= now.getTime())
        return { kind: 'closed' as const, title: row.title };
      const outcomes =
        typeof row.outcomes === 'string' ? (JSON.parse(row.outcomes) as string[]) : row.outcomes;
      const wanted = outcomeArg.trim().toLowerCase();
      let index = /^\d{1,2}$/.test(wanted)
        ? Number(wanted) - 1
        : outcomes.findIndex((o) => o.toLowerCase() === wanted);
      if (index < 0 || index >= outcomes.length) index = -1;
      if (index < 0) return { kind: 'unknown-outcome' as const, count: outcomes.length };
      const [existing] = rowsOf<{ outcome: number; amount: string | number }>(
        await tx.execute(sql`
            select outcome, amount from points_prediction_bets
            where prediction_id = ${row.id}::uuid and login = ${player.login} for update`),
      );
      if (existing && Number(existing.outcome) !== index)
        return { kind: 'other-outcome' as const, outcome: outcomes[Number(existing.outcome)]! };
      const already = Number(existing?.amount ?? 0);
      const [viewer] = rowsOf<{ balance: string | number }>(
        await tx.execute(sql`
            select balance from points_viewers
            where user_id = ${ownerId}::uuid and login = ${player.login} for update`),
      );
      if (!viewer) return { kind: 'no-points' as const };
      const balance = Number(viewer.balance);
      if (balance === 0 && arg.kind !== 'amount') return { kind: 'nothing' as const };
      const room = Math.max(0, limits.maxBet - already);
      const amount = betOf(arg, balance, room);
      if (amount === 0 && arg.kind !== 'amount')
        return room === 0
          ? { kind: 'max' as const, max: limits.maxBet }
          : { kind: 'nothing' as const };
      if (amount > room) return { kind: 'max' as const, max: limits.maxBet };
      if (already + amount < limits.minBet) return { kind: 'min' as const, min: limits.minBet };
      if (amount > balance) return { kind: 'short' as const, balance };
      await this.deps.points.applyWithin(
        tx,
        ownerId,
        [
          {
            login: player.login,
            name: player.name,
            delta: -amount,
            kind: 'prediction',
            key,
            note: `bet on “${row.title}”`,
          },
        ],
        now,
      );
      await tx.execute(sql`
          insert into points_prediction_bets as b (prediction_id, login, name, outcome, amount)
          values (${row.id}::uuid, ${player.login}, ${player.name}, ${index}, ${amount})
          on conflict (prediction_id, login) do update set amount = b.amount + excluded.amount,
            updated_at = now()`);
      return { kind: 'bet' as const, outcome: outcomes[index]!, amount, total: already + amount };
    });
  }
}
