import type { FastifyInstance } from 'fastify';
import { webhookEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { WebhooksService } from './webhooks.service';

/** The webhooks' API (contracts: webhookEndpoints): the signed-in owner's own webhooks. */
export function webhooksRoutes(
  app: FastifyInstance,
  deps: { service: WebhooksService; limiter: RateLimiter },
): void {
  const { service, limiter } = deps;
  route(app, webhookEndpoints.list).handle(async ({ auth }) => ({
    endpoints: await service.list(auth.userId),
  }));
  route(app, webhookEndpoints.create).handle(async ({ auth, body }) => {
    limiter.hit('webhooks:create', auth.userId, { limit: 20, windowMs: 10 * 60_000 });
    return service.create(auth.userId, body);
  });
  route(app, webhookEndpoints.update).handle(async ({ auth, params, body }) =>
    service.update(auth.userId, params.id, body),
  );
  route(app, webhookEndpoints.remove).handle(async ({ auth, params }) => {
    await service.remove(auth.userId, params.id);
  });
  route(app, webhookEndpoints.rotateSecret).handle(async ({ auth, params }) =>
    service.rotateSecret(auth.userId, params.id),
  );
  route(app, webhookEndpoints.deliveries).handle(async ({ auth, params, query }) => ({
    deliveries: await service.deliveries(auth.userId, params.id, query.limit),
  }));
  // Tests and "Send again" make real requests to the streamer's address: a few a minute.
  route(app, webhookEndpoints.test).handle(async ({ auth, params }) => {
    limiter.hit('webhooks:send', auth.userId, { limit: 20, windowMs: 60_000 });
    return service.test(auth.userId, params.id);
  });
  route(app, webhookEndpoints.redeliver).handle(async ({ auth, params }) => {
    limiter.hit('webhooks:send', auth.userId, { limit: 20, windowMs: 60_000 });
    return service.redeliver(auth.userId, params.id, params.deliveryId);
  });
}
