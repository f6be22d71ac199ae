import {
  betOf,
  DEFAULT_POINTS_GAMES,
  DUEL_ACCEPT_MS,
  formatMessage,
  GAME_TEXT_DEFAULTS,
  pointsGamesSettingsSchema,
  SLOT_SYMBOLS,
  slotsPayout,
  type BetArg,
  type Language,
  type PointsGame,
  type PointsGameFacts,
  type PointsGamesSettings,
  type PointsRound,
  type RandomSource,
  type TextTemplate,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { uuidv7 } from '../../platform/ids';
import { isUniqueViolation } from '../../platform/db/errors';
import type { GamesRepo } from './games.repo';
import { playedRound, Refused, type Player, type Refusal, type RoundResult } from './games.round';
import type { Tx } from './ledger.repo';
import type { LedgerTx, PointsRepo } from './points.repo';

export interface GamesServiceDeps {
  repo: GamesRepo;
  points: PointsRepo;
  clock: Clock;
  random: RandomSource;
  languageOf(ownerId: string): Promise<Language>;
  /** A round was played (the bus's `points.game`: the public API's events). */
  played(ownerId: string, round: PointsGameFacts): void;
}

type TextGame = keyof typeof GAME_TEXT_DEFAULTS;

/**
 * The points games (docs/points.md "Games"): `!gamble`, `!slots` and duels. A round is one
 * transaction: the chat line's id not played before (`points_rounds_once`), the viewer's row
 * locked, the bet checked against the balance and the game's limits, the cooldown claimed in the
 * database, the draw made (node:crypto) and recorded, then the bet and the payout written to the
 * ledger under keys of the round's id. A refusal rolls everything back.
 */
export class GamesService {
  constructor(private readonly deps: GamesServiceDeps) {}

  async settings(ownerId: string): Promise<PointsGamesSettings> {
    const stored = await this.deps.repo.settings(ownerId);
    if (!stored) return DEFAULT_POINTS_GAMES;
    const parsed = pointsGamesSettingsSchema.safeParse(stored);
    return parsed.success ? parsed.data : DEFAULT_POINTS_GAMES;
  }

  async saveSettings(ownerId: string, settings: PointsGamesSettings): Promise<PointsGamesSettings> {
    await this.deps.repo.saveSettings(ownerId, settings);
    return settings;
  }

  /** A game's text: the streamer's own, else the catalogue's in the channel's language. */
  async text(
    ownerId: string,
    game: TextGame,
    key: string,
    values: Record<string, string | number>,
    settings?: PointsGamesSettings,
  ): Promise<string> {
    const own = (
      (settings ?? (await this.settings(ownerId)))[game].texts as Record<string, string | null>
    )[key];
    const fallback = (GAME_TEXT_DEFAULTS[game] as Record<string, TextTemplate>)[key]!;
    const language = await this.deps.languageOf(ownerId).catch(() => 'en' as const);
    if (!own) return formatMessage(fallback, values, language);
    return own.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  }

  /** `!gamble` or `!slots`: one round, once per chat line. */
  async play(
    ownerId: string,
    game: 'gamble' | 'slots',
    player: Player,
    arg: BetArg,
    messageId: string,
  ): Promise<RoundResult> {
    const settings = (await this.settings(ownerId))[game];
    const now = new Date(this.deps.clock.now());
    const { random, repo } = this.deps;
    return this.round(ownerId, async (tx) => {
      // The balance's row locked first: a second node playing the same line waits here, then
      // finds the first one's round (read after the lock) and answers nothing.
      const balance = (await repo.lockBalances(tx, ownerId, [player.login])).get(player.login);
      if (await repo.played(tx, ownerId, messageId)) return { kind: 'replay' };
      const bet = this.checkBet(arg, balance, settings);
      await this.cooldown(tx, ownerId, game, player.login, now, settings.cooldownSeconds);
      let outcome: string;
      let payout: number;
      let draw: Record<string, unknown>;
      if (game === 'gamble') {
        const value = random.int(100);
        const won = value < (settings as PointsGamesSettings['gamble']).winChance;
        outcome = won ? 'win' : 'lose';
        payout = won ? bet * 2 : 0;
        draw = {
          source: random.name,
          bound: 100,
          value,
          winChance: (settings as PointsGamesSettings['gamble']).winChance,
        };
      } else {
        const reels = [random.int(6), random.int(6), random.int(6)];
        payout = slotsPayout(reels, bet);
        outcome = payout > bet ? 'win' : payout === bet ? 'push' : 'lose';
        draw = {
          source: random.name,
          bound: 6,
          values: reels,
          reels: reels.map((r) => SLOT_SYMBOLS[r]),
        };
      }
      const id = uuidv7(now.getTime());
      await repo.insertRound(
        tx,
        ownerId,
        {
          id,
          game,
          messageId,
          login: player.login,
          name: player.name,
          opponent: null,
          bet,
          outcome,
          payout,
          draw,
        },
        now,
      );
      await this.pay(tx, ownerId, id, game, [{ ...player, delta: -bet, part: 'bet' }], now);
      if (payout > 0)
        await this.pay(tx, ownerId, id, game, [{ ...player, delta: payout, part: 'payout' }], now);
      return playedRound(
        { id, game, player, opponent: null, bet, outcome, payout, draw, now },
        balance! - bet + payout,
      );
    });
  }

  /** `!duel @user N`: checks both can pay, claims the cooldown, records the open duel. */
  async challenge(
    ownerId: string,
    challenger: Player,
    opponentLogin: string,
    arg: BetArg,
    messageId: string,
  ): Promise<RoundResult | { kind: 'challenged'; opponent: string; bet: number }> {
    const settings = (await this.settings(ownerId)).duel;
    const now = new Date(this.deps.clock.now());
    const { repo } = this.deps;
    if (opponentLogin === challenger.login) return { kind: 'refused', refusal: { kind: 'self' } };
    const opponent = await this.deps.points.viewer(ownerId, opponentLogin);
    if (!opponent) return { kind: 'refused', refusal: { kind: 'unknown-opponent' } };
    return this.round(ownerId, async (tx) => {
      const balances = await repo.lockBalances(tx, ownerId, [challenger.login, opponentLogin]);
      if (await repo.played(tx, ownerId, messageId)) return { kind: 'replay' as const };
      const bet = this.checkBet(arg, balances.get(challenger.login), settings);
      const theirs = balances.get(opponentLogin) ?? 0;
      if (theirs < bet) throw new Refused({ kind: 'opponent-short', balance: theirs });
      await this.cooldown(tx, ownerId, 'duel', challenger.login, now, settings.cooldownSeconds);
      await repo.insertDuel(
        tx,
        ownerId,
        {
          id: uuidv7(now.getTime()),
          messageId,
          challenger: challenger.login,
          challengerName: challenger.name,
          opponent: opponentLogin,
          opponentName: opponent.name,
          bet,
          expiresAt: new Date(now.getTime() + DUEL_ACCEPT_MS),
        },
        now,
      );
      return { kind: 'challenged' as const, opponent: opponent.name, bet };
    });
  }

  /**
   * `!accept [@user]`: the newest open duel asked of the viewer, moved to `accepted` by a
   * conditional UPDATE (open and not expired: a second `!accept`, or another node, finds
   * nothing), both stakes taken, the winner drawn and paid the pot, in one transaction.
   */
  async accept(
    ownerId: string,
    opponent: Player,
    challengerLogin: string | null,
    messageId: string,
  ): Promise<RoundResult> {
    const now = new Date(this.deps.clock.now());
    const { repo, random } = this.deps;
    return this.round(ownerId, async (tx) => {
      if (await repo.played(tx, ownerId, messageId)) return { kind: 'replay' };
      const duel = await repo.openDuelFor(tx, ownerId, opponent.login, challengerLogin);
      if (!duel) throw new Refused({ kind: 'no-duel' });
      if (duel.expiresAt.getTime() <= now.getTime())
        throw new Refused({ kind: 'expired', challenger: duel.challengerName });
      const balances = await repo.lockBalances(tx, ownerId, [duel.challenger, opponent.login]);
      const mine = balances.get(opponent.login) ?? 0;
      if (mine < duel.bet) throw new Refused({ kind: 'short', balance: mine });
      const id = uuidv7(now.getTime());
      if ((balances.get(duel.challenger) ?? 0) < duel.bet) {
        // The challenger spent their points meanwhile: the duel is off (kept so, whoever asks).
        await repo.settleDuel(tx, ownerId, duel.id, now, 'void', null);
        return {
          kind: 'refused' as const,
          refusal: { kind: 'challenger-short' as const, challenger: duel.challengerName },
        };
      }
      if (!(await repo.settleDuel(tx, ownerId, duel.id, now, 'accepted', id)))
        throw new Refused({ kind: 'no-duel' });
      const value = random.int(2);
      const challenger = { login: duel.challenger, name: duel.challengerName };
      const winner = value === 0 ? challenger : opponent;
      const pot = duel.bet * 2;
      const draw = { source: random.name, bound: 2, value, winner: winner.login };
      await repo.insertRound(
        tx,
        ownerId,
        {
          id,
          game: 'duel',
          messageId,
          login: challenger.login,
          name: challenger.name,
          opponent: opponent.login,
          bet: duel.bet,
          outcome: winner.login,
          payout: pot,
          draw,
        },
        now,
      );
      await this.pay(
        tx,
        ownerId,
        id,
        'duel',
        [
          { ...challenger, delta: -duel.bet, part: `stake:${challenger.login}` },
          { ...opponent, delta: -duel.bet, part: `stake:${opponent.login}` },
        ],
        now,
      );
      await this.pay(tx, ownerId, id, 'duel', [{ ...winner, delta: pot, part: 'payout' }], now);
      const after = (balances.get(winner.login) ?? 0) + duel.bet;
      return playedRound(
        {
          id,
          game: 'duel',
          player: challenger,
          opponent: opponent.login,
          bet: duel.bet,
          outcome: winner.login,
          payout: pot,
          draw,
          now,
        },
        after,
        {
          winnerName: winner.name,
          loserName: winner === challenger ? opponent.name : challenger.name,
        },
      );
    });
  }

  async recent(ownerId: string): Promise<PointsRound[]> {
    const rows = await this.deps.repo.recentRounds(ownerId, 20);
    return rows.map((r) => ({
      id: r.id,
      game: r.game as PointsGame,
      viewer: r.name,
      opponent: r.opponent,
      bet: r.bet,
      outcome: r.outcome,
      payout: r.payout,
      at: r.at.toISOString(),
    }));
  }

  private async round<T extends { kind: string }>(
    ownerId: string,
    work: (tx: LedgerTx) => Promise<T>,
  ): Promise<T | { kind: 'refused'; refusal: Refusal }> {
    try {
      const result = await this.deps.points.ledgerTransaction(ownerId, work);
      if (result.kind === 'played')
        this.deps.played(ownerId, (result as unknown as { facts: PointsGameFacts }).facts);
      return result;
    } catch (error) {
      if (error instanceof Refused) return { kind: 'refused', refusal: error.refusal };
      // The database decides last: the line's round or duel (`points_rounds_once`,
      // `points_duels_once`) or its ledger key made meanwhile by another node.
      if (isUniqueViolation(error)) return { kind: 'replay' } as unknown as T;
      throw error;
    }
  }

  private checkBet(
    arg: BetArg,
    balance: number | undefined,
    limits: { minBet: number; maxBet: number },
  ): number {
    if (balance === undefined || (balance === 0 && arg.kind !== 'amount'))
      throw new Refused({ kind: balance === undefined ? 'none' : 'nothing' });
    const bet = betOf(arg, balance, limits.maxBet);
    if (bet === 0) throw new Refused({ kind: 'nothing' });
    if (bet > limits.maxBet) throw new Refused({ kind: 'max', max: limits.maxBet });
    if (bet < limits.minBet) throw new Refused({ kind: 'min', min: limits.minBet });
    if (bet > balance) throw new Refused({ kind: 'short', balance });
    return bet;
  }

  private async cooldown(
    tx: Tx,
    ownerId: string,
    game: string,
    login: string,
    now: Date,
    seconds: number,
  ) {
    if (seconds <= 0) return;
    const busy = await this.deps.repo.claimCooldown(
      tx,
      ownerId,
      game,
      login,
      now,
      new Date(now.getTime() + seconds * 1000),
    );
    if (busy)
      throw new Refused({
        kind: 'cooldown',
        seconds: Math.max(1, Math.ceil((busy.getTime() - now.getTime()) / 1000)),
      });
  }

  private async pay(
    tx: LedgerTx,
    ownerId: string,
    roundId: string,
    game: string,
    moves: Array<Player & { delta: number; part: string }>,
    now: Date,
  ) {
    await this.deps.points.applyWithin(
      tx,
      ownerId,
      moves.map((m) => ({
        login: m.login,
        name: m.name,
        delta: m.delta,
        kind: 'game' as const,
        key: `round:${roundId}:${m.part}`,
        note: game,
      })),
      now,
    );
  }
}
