import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import type { WidgetEvent } from '../events';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';

/** Points leaderboard settings (docs/widgets.md). */
export const pointsLeaderboardSettingsSchema = z.object({
  title: z.string().trim().max(60).default('Top {currency}'),
  /** Shown while no viewer has points yet. */
  emptyText: z.string().trim().max(60).default('No points yet'),
  topN: z.number().int().min(1).max(25).default(10),
  layout: z.enum(['list', 'podium', 'ticker']).default('list'),
  /** The currency's name after each balance ("1,250 coins"). */
  showCurrency: z.boolean().default(true),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(48).default(20),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
  background: colorSchema.default('#0b0d10b3'),
});
export type PointsLeaderboardSettings = z.infer<typeof pointsLeaderboardSettingsSchema>;

export const pointsLeaderboardStateSchema = z.object({
  currency: z.string(),
  entries: z.array(z.object({ rank: z.number().int(), name: z.string(), balance: z.number() })),
  at: z.number(),
});
export type PointsLeaderboardState = z.infer<typeof pointsLeaderboardStateSchema>;

export const initialPointsLeaderboard = (): PointsLeaderboardState => ({
  currency: '',
  entries: [],
  at: 0,
});

/** The server sends the whole board: the newest replaces what was shown. */
export function reducePointsLeaderboard(
  state: PointsLeaderboardState,
  event: WidgetEvent,
): PointsLeaderboardState {
  if (event.kind !== 'points.leaderboard' || event.at < state.at) return state;
  return { currency: event.currency, entries: event.entries, at: event.at };
}

/**
 * The channel's viewer points leaderboard (docs/widgets.md, docs/points.md): the top viewers by
 * balance with the currency's name, sent again (batched) when balances change.
 */
export const pointsLeaderboardWidget = {
  type: 'points-leaderboard',
  displayName: 'Points leaderboard',
  names: { tr: 'Puan sıralaması', es: 'Ranking de puntos', pt: 'Ranking de pontos' },
  settings: placed(pointsLeaderboardSettingsSchema),
  events: ['points.leaderboard'],
  kickEvents: [],
  testEvents: ['points.leaderboard'],
  size: { width: 400, height: 520 },
  available: true,
  state: stateOf<PointsLeaderboardState, unknown>({
    schema: pointsLeaderboardStateSchema,
    initial: initialPointsLeaderboard,
    reduce: reducePointsLeaderboard,
    delivery: 'messages',
  }),
  live: ['points'],
} as const satisfies WidgetTypeContract;
