import type { PointsGame, PointsGameFacts, PointsRound } from '@kyo/contracts';

/** Why a round was not played: the command answers it in chat. */
export type Refusal =
  | { kind: 'none' }
  | { kind: 'nothing' }
  | { kind: 'min'; min: number }
  | { kind: 'max'; max: number }
  | { kind: 'short'; balance: number }
  | { kind: 'cooldown'; seconds: number }
  | { kind: 'self' }
  | { kind: 'unknown-opponent' }
  | { kind: 'opponent-short'; balance: number }
  | { kind: 'no-duel' }
  | { kind: 'expired'; challenger: string }
  | { kind: 'challenger-short'; challenger: string };

export type RoundResult =
  | { kind: 'replay' }
  | { kind: 'refused'; refusal: Refusal }
  | {
      kind: 'played';
      round: PointsRound;
      balance: number;
      draw: Record<string, unknown>;
      /** The bus's `points.game`, published once the round is committed. */
      facts: PointsGameFacts;
    };

export interface Player {
  login: string;
  name: string;
}

/** Rolled back: the refusal is answered, nothing of the round is written. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.kind);
  }
}

/** A played round as the command, the page and the bus see it, with the viewer's balance after it. */
export function playedRound(
  r: {
    id: string;
    game: PointsGame;
    player: Player;
    opponent: string | null;
    bet: number;
    outcome: string;
    payout: number;
    draw: Record<string, unknown>;
    now: Date;
  },
  balance: number,
  extra: Record<string, unknown> = {},
): RoundResult {
  return {
    kind: 'played',
    facts: {
      roundId: r.id,
      game: r.game,
      viewer: r.player.name,
      opponent: r.opponent,
      bet: r.bet,
      outcome: r.outcome,
      payout: r.payout,
      draw: r.draw,
      at: r.now.getTime(),
    },
    balance,
    draw: { ...r.draw, ...extra },
    round: {
      id: r.id,
      game: r.game,
      viewer: r.player.name,
      opponent: r.opponent,
      bet: r.bet,
      outcome: r.outcome,
      payout: r.payout,
      at: r.now.toISOString(),
    },
  };
}
