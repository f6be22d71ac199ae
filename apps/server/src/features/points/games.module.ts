import type { Language, RandomSource } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import type { ChatCommand } from '../../platform/features/chat-commands';
import { gameChatCommands } from './games.commands';
import { GamesRepo } from './games.repo';
import { gamesRoutes } from './games.routes';
import { GamesService } from './games.service';
import { pointsRandom } from './random';
import type { PointsHandle } from './points.module';
import { PredictionsService } from './predictions.service';

/** How often the lease holder locks the predictions whose betting window has ended. */
export const PREDICTIONS_TICK_MS = 2_000;
/** How often the lease holder forgets cooldowns long over. */
export const GAMES_HOUSEKEEPING_MS = 60 * 60_000;

export interface PointsGamesDeps {
  points: PointsHandle;
  /** Posts in the channel's chat through the bot (its outbox: once per key). */
  say(ownerId: string, key: string, text: string): Promise<void>;
  languageOf(ownerId: string): Promise<Language>;
  random?: RandomSource;
}

export interface PointsGamesHandle {
  games: GamesService;
  predictions: PredictionsService;
  commands: ChatCommand[];
  /** Locks the predictions whose window has ended (the job; tests call it). */
  lockDue(): Promise<number>;
  housekeeping(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pointsGames: PointsGamesHandle;
  }
}

/**
 * The points games and predictions (docs/points.md "Games", "Predictions"), on the points
 * feature's ledger (`use('points')`).
 */
export function registerPointsGames(ctx: FeatureContext, deps: PointsGamesDeps): PointsGamesHandle {
  const repo = new GamesRepo(ctx.db);
  const languageOf = (ownerId: string) => deps.languageOf(ownerId).catch(() => 'en' as const);
  const currencyOf = (ownerId: string) =>
    deps.points.service.rulesOf(ownerId)?.currencyName ?? 'points';
  const games = new GamesService({
    repo,
    points: deps.points.repo,
    clock: ctx.clock,
    random: deps.random ?? pointsRandom,
    languageOf,
    played: (ownerId, round) => ctx.bus.publish('points.game', { ...round, ownerId }),
  });
  const predictions = new PredictionsService({
    db: ctx.db,
    points: deps.points.repo,
    clock: ctx.clock,
    settings: (ownerId) => games.settings(ownerId),
    text: (ownerId, key, values) => games.text(ownerId, 'predictions', key, values),
    say: (ownerId, key, text) =>
      deps.say(ownerId, key, text).catch((error: unknown) => {
        ctx.app.log.warn({ err: error, userId: ownerId }, 'points: a prediction line was not said');
      }),
    currencyOf,
    moved: (ownerId, facts) => ctx.bus.publish('points.prediction', { ...facts, ownerId }),
  });
  gamesRoutes(ctx.app, {
    games,
    predictions,
    limiter: ctx.limiter,
    nameOf: async (userId) =>
      (await ctx.accounts.nameOf(userId).catch(() => null)) ?? 'a moderator',
  });
  const handle: PointsGamesHandle = {
    games,
    predictions,
    commands: gameChatCommands({ service: deps.points.service, games, predictions, languageOf }),
    lockDue: () => predictions.lockDue(),
    housekeeping: () => repo.deleteOldCooldowns(new Date(ctx.clock.now() - 86_400_000)),
  };
  ctx.app.decorate('pointsGames', handle);
  return handle;
}
