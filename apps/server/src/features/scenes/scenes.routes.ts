import type { FastifyInstance } from 'fastify';
import { sceneEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { ScenesService } from './scenes.service';

const SECOND = 1000;

export function scenesRoutes(
  app: FastifyInstance,
  { service, limiter }: { service: ScenesService; limiter: RateLimiter },
): void {
  route(app, sceneEndpoints.list).handle(async ({ auth, query }) => ({
    scenes: await service.list(auth.userId, query.owner),
  }));

  route(app, sceneEndpoints.create).handle(async ({ auth, body }) => {
    limiter.hit('scenes:create', auth.userId, { limit: 30, windowMs: 60 * SECOND });
    return service.create(auth.userId, body);
  });

  route(app, sceneEndpoints.get).handle(async ({ auth, params }) =>
    service.get(auth.userId, params.id),
  );

  route(app, sceneEndpoints.save).handle(async ({ auth, params, body }) => {
    // The editor saves a moment after each edit: a few a second at most from one person.
    limiter.hit('scenes:save', auth.userId, { limit: 120, windowMs: 60 * SECOND });
    return service.save(auth.userId, params.id, body);
  });

  route(app, sceneEndpoints.remove).handle(async ({ auth, params }) =>
    service.remove(auth.userId, params.id),
  );

  route(app, sceneEndpoints.rotateKey).handle(async ({ auth, params }) =>
    service.rotateKey(auth.userId, params.id),
  );
}
