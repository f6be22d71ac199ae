import type { FastifyInstance } from 'fastify';
import { moderatorEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { ModeratorsService } from './moderators.service';

export interface ModeratorsRouteDeps {
  service: ModeratorsService;
  limiter: RateLimiter;
}

const MINUTE = 60_000;

export function moderatorsRoutes(
  app: FastifyInstance,
  { service, limiter }: ModeratorsRouteDeps,
): void {
  route(app, moderatorEndpoints.list).handle(async ({ auth }) => service.overview(auth.userId));

  route(app, moderatorEndpoints.add).handle(async ({ auth, body }) => {
    // An unknown username answers 404: the limit keeps that from listing who has an account.
    limiter.hit('moderators:add', auth.userId, { limit: 20, windowMs: 10 * MINUTE });
    return { moderator: await service.add(auth.userId, body.username) };
  });

  route(app, moderatorEndpoints.remove).handle(async ({ auth, params }) =>
    service.remove(auth.userId, params.id),
  );

  route(app, moderatorEndpoints.stepDown).handle(async ({ auth, params }) =>
    service.stepDown(auth.userId, params.ownerId),
  );
}
