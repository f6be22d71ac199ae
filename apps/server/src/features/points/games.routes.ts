import type { FastifyInstance } from 'fastify';
import { pointsGamesEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { GamesService } from './games.service';
import type { PredictionsService } from './predictions.service';

export interface GamesRouteDeps {
  games: GamesService;
  predictions: PredictionsService;
  limiter: RateLimiter;
  /** The name a prediction opened from the page is shown under. */
  nameOf(userId: string): Promise<string>;
}

/**
 * The games' and predictions' part of the points page (contracts: pointsGamesEndpoints): the
 * signed-in streamer's channel, or with `?owner=` one they moderate.
 */
export function gamesRoutes(app: FastifyInstance, deps: GamesRouteDeps): void {
  const { games, predictions } = deps;
  route(app, pointsGamesEndpoints.settings, { channel: true }).handle(({ ownerId }) =>
    games.settings(ownerId),
  );
  route(app, pointsGamesEndpoints.saveSettings, { channel: true }).handle(({ ownerId, body }) =>
    games.saveSettings(ownerId, body),
  );
  route(app, pointsGamesEndpoints.rounds, { channel: true }).handle(async ({ ownerId }) => ({
    rounds: await games.recent(ownerId),
  }));
  route(app, pointsGamesEndpoints.predictions, { channel: true }).handle(({ ownerId }) =>
    predictions.list(ownerId),
  );
  route(app, pointsGamesEndpoints.openPrediction, { channel: true }).handle(
    async ({ ownerId, body, auth }) => {
      deps.limiter.hit('points:prediction', auth.userId, { limit: 20, windowMs: 60_000 });
      return (await predictions.open(ownerId, body, await deps.nameOf(auth.userId)))!;
    },
  );
  route(app, pointsGamesEndpoints.lockPrediction, { channel: true }).handle(({ ownerId, params }) =>
    predictions.lock(ownerId, params.id),
  );
  route(app, pointsGamesEndpoints.resolvePrediction, { channel: true }).handle(
    ({ ownerId, params, body }) => predictions.resolve(ownerId, params.id, body.outcome),
  );
  route(app, pointsGamesEndpoints.cancelPrediction, { channel: true }).handle(
    ({ ownerId, params }) => predictions.cancel(ownerId, params.id),
  );
}
