import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Tx } from './ledger.repo';
import { pointsGames, pointsRounds } from './games.schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface RoundRow {
  id: string;
  game: string;
  login: string;
  name: string;
  opponent: string | null;
  bet: number;
  outcome: string;
  payout: number;
  draw: Record<string, unknown>;
  messageId: string;
  at: Date;
}

/**
 * The games' rows (docs/points.md "Games"): settings, the viewers' cooldowns, rounds and duels.
 * Everything that decides "once" runs inside the caller's transaction (`tx`), beside the
 * ledger's entries.
 */
export class GamesRepo {
  constructor(private readonly db: Db) {}

  async settings(ownerId: string): Promise<Record<string, unknown> | null> {
    const [row] = await this.db
      .select({ settings: pointsGames.settings })
      .from(pointsGames)
      .where(eq(pointsGames.userId, ownerId))
      .limit(1);
    return row?.settings ?? null;
  }

  async saveSettings(ownerId: string, settings: Record<string, unknown>): Promise<void> {
    await this.db
      .insert(pointsGames)
      .values({ userId: ownerId, settings })
      .onConflictDoUpdate({
        target: pointsGames.userId,
        set: { settings, updatedAt: sql`now()` },
      });
  }

  /** Whether this chat line already played a round (a redelivery, or the other node). */
  async played(tx: Tx, ownerId: string, messageId: string): Promise<boolean> {
    const rows = rowsOf(
      await tx.execute(sql`
        select 1 from points_rounds where user_id = ${ownerId}::uuid and message_id = ${messageId}
        union all
        select 1 from points_duels where user_id = ${ownerId}::uuid and message_id = ${messageId}
        limit 1`),
    );
    return rows.length > 0;
  }

  /** The viewers' balances, their rows locked (name order, as the ledger locks them). */
  async lockBalances(tx: Tx, ownerId: string, logins: string[]): Promise<Map<string, number>> {
    const sorted = [...new Set(logins)].sort();
    const rows = rowsOf<{ login: string; balance: string | number }>(
      await tx.execute(sql`
        select login, balance from points_viewers
        where user_id = ${ownerId}::uuid and login in ${sorted}
        order by login for update`),
    );
    return new Map(rows.map((r) => [r.login, Number(r.balance)]));
  }

  /**
   * Claims the viewer's cooldown for a game until `until`: null when claimed, else when the
   * current one ends. Decided in the database (a conditional upsert), so every node agrees.
   */
  async claimCooldown(
    tx: Tx,
    ownerId: string,
    game: string,
    login: string,
    now: Date,
    until: Date,
  ): Promise<Date | null> {
    const claimed = rowsOf(
      await tx.execute(sql`
        insert into points_game_cooldowns as c (user_id, game, login, until)
        values (${ownerId}::uuid, ${game}, ${login}, ${until.toISOString()}::timestamptz)
        on conflict (user_id, game, login) do update set until = excluded.until
        where c.until <= ${now.toISOString()}::timestamptz
        returning 1`),
    );
    if (claimed.length > 0) return null;
    const [row] = rowsOf<{ until: string | Date }>(
      await tx.execute(sql`
        select until from points_game_cooldowns
        where user_id = ${ownerId}::uuid and game = ${game} and login = ${login}`),
    );
    return row ? new Date(row.until) : now;
  }

  async insertRound(tx: Tx, ownerId: string, round: Omit<RoundRow, 'at'>, at: Date): Promise<void> {
    await tx.insert(pointsRounds).values({
      id: round.id,
      userId: ownerId,
      game: round.game,
      messageId: round.messageId,
      login: round.login,
      name: round.name,
      opponent: round.opponent,
      bet: round.bet,
      outcome: round.outcome,
      payout: round.payout,
      draw: round.draw,
      createdAt: at,
    });
  }

  async recentRounds(ownerId: string, limit: number): Promise<RoundRow[]> {
    const rows = await this.db
      .select()
      .from(pointsRounds)
      .where(eq(pointsRounds.userId, ownerId))
      .orderBy(desc(pointsRounds.createdAt), desc(pointsRounds.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, at: r.createdAt }));
  }

  // Duels.

  async insertDuel(
    tx: Tx,
    ownerId: string,
    duel: {
      id: string;
      messageId: string;
      challenger: string;
      challengerName: string;
      opponent: string;
      opponentName: string;
      bet: number;
      expiresAt: Date;
    },
    at: Date,
  ): Promise<void> {
    await tx.execute(sql`
      insert into points_duels (id, user_id, message_id, challenger, challenger_name, opponent,
        opponent_name, bet, state, expires_at, created_at)
      values (${duel.id}::uuid, ${ownerId}::uuid, ${duel.messageId}, ${duel.challenger},
        ${duel.challengerName}, ${duel.opponent}, ${duel.opponentName}, ${duel.bet}, 'open',
        ${duel.expiresAt.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
  }

  /** The newest duel asked of this viewer that is still open (maybe expired). */
  async openDuelFor(tx: Tx, ownerId: string, opponent: string, challenger: string | null) {
    const rows = rowsOf<{
      id: string;
      challenger: string;
      challenger_name: string;
      opponent_name: string;
      bet: string | number;
      expires_at: string | Date;
    }>(
      await tx.execute(sql`
        select id, challenger, challenger_name, opponent_name, bet, expires_at from points_duels
        where user_id = ${ownerId}::uuid and opponent = ${opponent} and state = 'open'
          ${challenger ? sql`and challenger = ${challenger}` : sql``}
        order by created_at desc limit 1`),
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          challenger: row.challenger,
          challengerName: row.challenger_name,
          opponentName: row.opponent_name,
          bet: Number(row.bet),
          expiresAt: new Date(row.expires_at),
        }
      : null;
  }

  /** Moves an open, unexpired duel to `accepted` (or `void`): true for the one caller that did. */
  async settleDuel(
    tx: Tx,
    ownerId: string,
    id: string,
    now: Date,
    state: 'accepted' | 'void',
    roundId: string | null,
  ): Promise<boolean> {
    const rows = rowsOf(
      await tx.execute(sql`
        update points_duels set state = ${state}, round_id = ${roundId}::uuid
        where user_id = ${ownerId}::uuid and id = ${id}::uuid and state = 'open'
          and expires_at > ${now.toISOString()}::timestamptz
        returning 1`),
    );
    return rows.length > 0;
  }

  async deleteOldCooldowns(before: Date): Promise<void> {
    await this.db.execute(
      sql`delete from points_game_cooldowns where until < ${before.toISOString()}::timestamptz`,
    );
  }

  async roundByMessage(ownerId: string, messageId: string) {
    const [row] = await this.db
      .select()
      .from(pointsRounds)
      .where(and(eq(pointsRounds.userId, ownerId), eq(pointsRounds.messageId, messageId)))
      .limit(1);
    return row ?? null;
  }
}
