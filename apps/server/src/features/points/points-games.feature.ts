import { defineFeature } from '../../platform/features/feature';
import {
  GAMES_HOUSEKEEPING_MS,
  PREDICTIONS_TICK_MS,
  registerPointsGames,
  type PointsGamesHandle,
} from './games.module';

declare module '../../platform/features/feature' {
  interface Services {
    'points-games': PointsGamesHandle;
  }
}

/**
 * The points games and predictions (docs/points.md "Games", "Predictions"): `!gamble`, `!slots`,
 * `!duel`/`!accept`, and predictions viewers `!bet` on, paid through the points ledger.
 */
export const pointsGamesFeature = defineFeature({
  name: 'points-games',
  needs: ['points', 'bot'],
  register(ctx, use) {
    const bot = use('bot');
    return registerPointsGames(ctx, {
      points: use('points'),
      // Queued in the bot's channel queue, not waited for (a chat command runs in that queue:
      // waiting there for its own line would never end); the outbox says each key once.
      say: async (ownerId, key, text) => void bot.say(ownerId, key, text, 'game'),
      languageOf: (ownerId) => ctx.accounts.languageOf(ownerId),
      ...(ctx.deps.pointsRandom ? { random: ctx.deps.pointsRandom } : {}),
    });
  },
  commands: (games) => ({ commands: games.commands }),
  events: { publishes: ['points.game', 'points.prediction'] },
  jobs: [
    {
      name: 'points-predictions',
      everyMs: PREDICTIONS_TICK_MS,
      scope: 'one-node',
      run: async (games) => void (await games.lockDue()),
    },
    {
      name: 'points-games-housekeeping',
      everyMs: GAMES_HOUSEKEEPING_MS,
      scope: 'one-node',
      run: (games) => games.housekeeping(),
    },
  ],
  shared: {
    database: [
      'points_rounds_once (user_id, message_id): a !gamble/!slots/!accept line plays one round; its ledger entries are keyed `round:<round id>:bet|payout|stake:<login>`',
      'points_game_cooldowns (user_id, game, login): a viewer’s cooldown claimed by a conditional upsert (`until <= now`) in the round’s transaction',
      'points_duels_once (user_id, message_id) and the accept’s conditional UPDATE (state open → accepted, not expired): a duel is played once',
      'points_predictions_one_active (user_id where state in open, locked); every move a conditional UPDATE on state; payouts and refunds keyed `prediction:<id>:<login>`, bets `prediction-bet:<chat message id>`',
    ],
  },
});
