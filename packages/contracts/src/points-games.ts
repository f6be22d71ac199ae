import { z } from 'zod';
import { templateSchema } from './bot-text';
import { endpoint } from './endpoint';
import { POINTS_MAX } from './points';
import { isSafeText, TEXT_RULE_MESSAGE } from './text';

/**
 * Viewer points' chat games and predictions (docs/points.md "Games", "Predictions"): `!gamble`,
 * `!slots`, `!duel` + `!accept`, and predictions a streamer or moderator opens that viewers
 * `!bet` on. Every round and bet is paid through the points ledger.
 */

/** The games' and predictions' chat commands are in POINTS_COMMANDS (points.ts). */

export const POINTS_GAMES = ['gamble', 'slots', 'duel'] as const;
export type PointsGame = (typeof POINTS_GAMES)[number];

/** How long a challenged viewer has to `!accept` a duel. */
export const DUEL_ACCEPT_MS = 60_000;

/** Each game's texts a streamer may override, and the variables each may use. */
export const GAME_TEXT_VARIABLES = {
  gamble: {
    win: ['name', 'amount', 'balance', 'currency'],
    lose: ['name', 'amount', 'balance', 'currency'],
  },
  slots: {
    win: ['name', 'reels', 'amount', 'payout', 'balance', 'currency'],
    lose: ['name', 'reels', 'amount', 'balance', 'currency'],
  },
  duel: {
    challenge: ['name', 'opponent', 'amount', 'currency', 'seconds'],
    win: ['winner', 'loser', 'amount', 'pot', 'currency'],
  },
  predictions: {
    open: ['title', 'outcomes', 'seconds'],
    lock: ['title', 'pool', 'currency'],
    resolve: ['title', 'outcome', 'winners', 'pool', 'currency'],
    cancel: ['title'],
  },
} as const;

/** The texts said when a streamer has not written their own (the catalogue's; Turkish too). */
export const GAME_TEXT_DEFAULTS = {
  gamble: {
    win: '@{name} won {amount} {currency} and now has {balance}.',
    lose: '@{name} lost {amount} {currency} and now has {balance}.',
  },
  slots: {
    win: '{reels} @{name} wins {payout} {currency} (bet {amount}), now {balance}.',
    lose: '{reels} @{name} lost {amount} {currency}, now {balance}.',
  },
  duel: {
    challenge:
      '@{opponent}, {name} challenges you to a duel for {amount} {currency}: type !accept within {seconds} s.',
    win: '{winner} won the duel against {loser} and takes {pot} {currency}!',
  },
  predictions: {
    open: 'Prediction: {title}. {outcomes}. Bet with !bet <number> <amount> within {seconds} s.',
    lock: 'Bets are closed for “{title}” ({pool} {currency} in the pool).',
    resolve: '“{title}”: {outcome} won! {winners} winners share {pool} {currency}.',
    cancel: 'The prediction “{title}” was cancelled: every bet is refunded.',
  },
} as const;

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} can be at most ${max}`);

const flag = z.boolean({ error: 'Must be true or false' });

/** A streamer's own text, or null for the default (in the channel's language). */
const text = (allowed: readonly string[]) =>
  templateSchema(allowed, 'Text').nullable().default(null);

const V = GAME_TEXT_VARIABLES;

const minBet = int('Minimum bet', 1, POINTS_MAX).default(10);
const maxBet = int('Maximum bet', 1, POINTS_MAX).default(10_000);
/** The game's own switch (points must be on too). */
const enabled = flag.default(false);
/** Seconds a viewer waits between two rounds of this game (shared by every node). */
const cooldownSeconds = int('Cooldown', 0, 86_400).default(30);

const betsInOrder = (value: { minBet: number; maxBet: number }, ctx: z.RefinementCtx) => {
  if (value.minBet > value.maxBet)
    ctx.addIssue({
      code: 'custom',
      path: ['maxBet'],
      message: 'Maximum bet must be at least the minimum bet',
    });
};

export const pointsGamesSettingsSchema = z.strictObject({
  gamble: z
    .strictObject({
      enabled,
      minBet,
      maxBet,
      cooldownSeconds,
      /** Percent chance to win (a win doubles the bet). */
      winChance: int('Win chance', 1, 99).default(50),
      texts: z
        .strictObject({ win: text(V.gamble.win), lose: text(V.gamble.lose) })
        .default({ win: null, lose: null }),
    })
    .superRefine(betsInOrder)
    .prefault({}),
  slots: z
    .strictObject({
      enabled,
      minBet,
      maxBet,
      cooldownSeconds,
      texts: z
        .strictObject({ win: text(V.slots.win), lose: text(V.slots.lose) })
        .default({ win: null, lose: null }),
    })
    .superRefine(betsInOrder)
    .prefault({}),
  duel: z
    .strictObject({
      enabled,
      minBet,
      maxBet,
      cooldownSeconds,
      texts: z
        .strictObject({ challenge: text(V.duel.challenge), win: text(V.duel.win) })
        .default({ challenge: null, win: null }),
    })
    .superRefine(betsInOrder)
    .prefault({}),
  predictions: z
    .strictObject({
      /** `!bet` and `!prediction` answer in chat (the page can open one either way). */
      enabled,
      minBet: int('Minimum bet', 1, POINTS_MAX).default(1),
      maxBet,
      /** The betting window a prediction opened from chat without one gets. */
      windowSeconds: int('Betting window', 10, 3_600).default(120),
      texts: z
        .strictObject({
          open: text(V.predictions.open),
          lock: text(V.predictions.lock),
          resolve: text(V.predictions.resolve),
          cancel: text(V.predictions.cancel),
        })
        .default({ open: null, lock: null, resolve: null, cancel: null }),
    })
    .superRefine(betsInOrder)
    .prefault({}),
});
export type PointsGamesSettings = z.infer<typeof pointsGamesSettingsSchema>;
export type PointsGamesSettingsInput = z.input<typeof pointsGamesSettingsSchema>;
export const DEFAULT_POINTS_GAMES: PointsGamesSettings = pointsGamesSettingsSchema.parse({});

/**
 * The slot machine: each reel shows one of these six symbols, each equally likely (a uniform
 * draw from node:crypto per reel). Three of a kind pays the bet times its multiplier; any two the
 * same pay the bet back; otherwise the bet is lost. Expected return: (50 + 25 + 10 + 5 + 5 + 5) /
 * 216 for the triples plus 90 / 216 for the pairs, about 88 % of the bet.
 */
export const SLOT_SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '7️⃣', '💎'] as const;
export const SLOT_TRIPLE_PAYOUT: Readonly<Record<(typeof SLOT_SYMBOLS)[number], number>> = {
  '🍒': 5,
  '🍋': 5,
  '🔔': 5,
  '⭐': 10,
  '7️⃣': 25,
  '💎': 50,
};
export const SLOT_PAIR_PAYOUT = 1;

/** What three reels pay for a bet (rounded down). */
export function slotsPayout(reels: readonly number[], bet: number): number {
  const [a, b, c] = reels as [number, number, number];
  if (a === b && b === c) return bet * SLOT_TRIPLE_PAYOUT[SLOT_SYMBOLS[a]!];
  if (a === b || b === c || a === c) return Math.floor(bet * SLOT_PAIR_PAYOUT);
  return 0;
}

/**
 * A bet as typed in chat: a whole number, `all` (the whole balance) or `P%` (that share of it,
 * rounded down). `all` and a share are capped at the game's maximum bet; null: not a bet.
 */
export type BetArg =
  { kind: 'amount'; amount: number } | { kind: 'all' } | { kind: 'percent'; percent: number };
export function parseBetArg(arg: string | undefined): BetArg | null {
  if (!arg) return null;
  const word = arg.toLowerCase();
  if (word === 'all' || word === 'hepsi') return { kind: 'all' };
  const percent = /^(\d{1,3})%$/.exec(word);
  if (percent) {
    const p = Number(percent[1]);
    return p >= 1 && p <= 100 ? { kind: 'percent', percent: p } : null;
  }
  if (!/^\d{1,13}$/.test(word)) return null;
  const n = Number(word);
  return n > 0 && n <= POINTS_MAX ? { kind: 'amount', amount: n } : null;
}

/** The bet a parsed argument asks of a balance (0 when the balance cannot cover a share). */
export function betOf(arg: BetArg, balance: number, maxBet: number): number {
  if (arg.kind === 'amount') return arg.amount;
  const wanted = arg.kind === 'all' ? balance : Math.floor((balance * arg.percent) / 100);
  return Math.min(wanted, maxBet);
}

// Predictions.

export const PREDICTION_STATES = ['open', 'locked', 'resolved', 'cancelled'] as const;
export type PredictionState = (typeof PREDICTION_STATES)[number];
export const PREDICTION_OUTCOMES_MIN = 2;
export const PREDICTION_OUTCOMES_MAX = 10;

const label = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine(isSafeText, TEXT_RULE_MESSAGE);

export const predictionOpenSchema = z.strictObject({
  title: label('Title', 100),
  outcomes: z
    .array(label('Outcome', 40), { error: 'Outcomes must be a list' })
    .min(PREDICTION_OUTCOMES_MIN, `A prediction needs at least ${PREDICTION_OUTCOMES_MIN} outcomes`)
    .max(
      PREDICTION_OUTCOMES_MAX,
      `A prediction can have at most ${PREDICTION_OUTCOMES_MAX} outcomes`,
    )
    .refine(
      (list) => new Set(list.map((o) => o.toLowerCase())).size === list.length,
      'Two outcomes have the same name',
    ),
  /** Seconds viewers may bet. */
  windowSeconds: int('Betting window', 10, 3_600),
});
export type PredictionOpenInput = z.input<typeof predictionOpenSchema>;

export const predictionResolveSchema = z.strictObject({
  /** The winning outcome's number, 1 first. */
  outcome: int('Outcome', 1, PREDICTION_OUTCOMES_MAX),
});

export const predictionSchema = z.object({
  id: z.string(),
  title: z.string(),
  state: z.enum(PREDICTION_STATES),
  outcomes: z.array(z.object({ title: z.string(), pool: z.number(), bettors: z.number() })),
  /** The winning outcome's number (1 first) once resolved. */
  winner: z.number().nullable(),
  openedAt: z.string(),
  locksAt: z.string(),
  endedAt: z.string().nullable(),
  openedBy: z.string(),
});
export type Prediction = z.infer<typeof predictionSchema>;

export const pointsRoundSchema = z.object({
  id: z.string(),
  game: z.enum(POINTS_GAMES),
  viewer: z.string(),
  opponent: z.string().nullable(),
  bet: z.number(),
  outcome: z.string(),
  payout: z.number(),
  at: z.string(),
});
export type PointsRound = z.infer<typeof pointsRoundSchema>;

const channelQuery = z.strictObject({ owner: z.uuid('Channel must be an id').optional() });
const predictionParams = z.strictObject({ id: z.uuid('Prediction must be an id') });

export const pointsGamesEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/points/games',
    auth: 'user',
    query: channelQuery,
    response: pointsGamesSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/points/games',
    auth: 'user',
    query: channelQuery,
    body: pointsGamesSettingsSchema,
    response: pointsGamesSettingsSchema,
  }),
  rounds: endpoint({
    method: 'GET',
    path: '/api/points/rounds',
    auth: 'user',
    query: channelQuery,
    response: z.object({ rounds: z.array(pointsRoundSchema) }),
  }),
  predictions: endpoint({
    method: 'GET',
    path: '/api/points/predictions',
    auth: 'user',
    query: channelQuery,
    response: z.object({ current: predictionSchema.nullable(), recent: z.array(predictionSchema) }),
  }),
  openPrediction: endpoint({
    method: 'POST',
    path: '/api/points/predictions',
    auth: 'user',
    query: channelQuery,
    body: predictionOpenSchema,
    response: predictionSchema,
  }),
  lockPrediction: endpoint({
    method: 'POST',
    path: '/api/points/predictions/:id/lock',
    auth: 'user',
    params: predictionParams,
    query: channelQuery,
    response: predictionSchema,
  }),
  resolvePrediction: endpoint({
    method: 'POST',
    path: '/api/points/predictions/:id/resolve',
    auth: 'user',
    params: predictionParams,
    query: channelQuery,
    body: predictionResolveSchema,
    response: predictionSchema,
  }),
  cancelPrediction: endpoint({
    method: 'POST',
    path: '/api/points/predictions/:id/cancel',
    auth: 'user',
    params: predictionParams,
    query: channelQuery,
    response: predictionSchema,
  }),
};

/**
 * `!prediction open Title | A | B [| 90s]`: the title, the outcomes and an optional window
 * (`90`, `90s`, `2m`) as the last part; null when it is not that shape.
 */
export function parsePredictionLine(
  rest: string,
): { title: string; outcomes: string[]; windowSeconds: number | null } | null {
  const parts = rest.split('|').map((p) => p.trim().replace(/^"(.*)"$/, '$1'));
  let windowSeconds: number | null = null;
  const last = /^(\d{1,4})\s*(s|sn|m|dk)?$/i.exec(parts.at(-1) ?? '');
  if (last && parts.length > 3) {
    parts.pop();
    const unit = last[2]?.toLowerCase();
    windowSeconds = Number(last[1]) * (unit === 'm' || unit === 'dk' ? 60 : 1);
  }
  const [title, ...outcomes] = parts;
  if (!title || outcomes.length === 0 || outcomes.some((o) => o === '')) return null;
  return { title, outcomes, windowSeconds };
}
