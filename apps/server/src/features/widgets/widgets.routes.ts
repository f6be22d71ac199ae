import type { FastifyInstance } from 'fastify';
import { widgetEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { WidgetsService } from './widgets.service';

export interface WidgetsRouteDeps {
  service: WidgetsService;
  limiter: RateLimiter;
  /** Kick's file CDN, or the emulator's stand-in. */
  kickFilesUrl: string;
}

const SECOND = 1000;
/**
 * A widget's settings may be a custom widget's code (CUSTOM_LIMITS: about 280,000 characters,
 * up to 3 bytes each in UTF-8): its create and save take up to 1 MB.
 */
const SETTINGS_BODY_LIMIT = 1024 * 1024;

export function widgetsRoutes(
  app: FastifyInstance,
  { service, limiter, kickFilesUrl }: WidgetsRouteDeps,
): void {
  route(app, widgetEndpoints.emote).handle(async ({ params, reply }) => {
    // An emote's image never changes: browsers and OBS may keep the answer for a day.
    await reply
      .header('cache-control', 'public, max-age=86400')
      .redirect(`${kickFilesUrl}/emotes/${params.id}/fullsize`, 302);
  });

  route(app, widgetEndpoints.list).handle(async ({ auth, query }) => ({
    widgets: await service.list(auth.userId, query.owner),
  }));

  route(app, widgetEndpoints.create, { bodyLimit: SETTINGS_BODY_LIMIT }).handle(
    async ({ auth, body }) => {
      limiter.hit('widgets:create', auth.userId, { limit: 30, windowMs: 60 * SECOND });
      return service.create(auth.userId, body);
    },
  );

  route(app, widgetEndpoints.get).handle(async ({ auth, params }) =>
    service.get(auth.userId, params.id),
  );

  route(app, widgetEndpoints.update, { bodyLimit: SETTINGS_BODY_LIMIT }).handle(
    async ({ auth, params, body }) => service.update(auth.userId, params.id, body),
  );

  route(app, widgetEndpoints.remove).handle(async ({ auth, params }) =>
    service.remove(auth.userId, params.id),
  );

  route(app, widgetEndpoints.duplicate).handle(async ({ auth, params }) => {
    limiter.hit('widgets:create', auth.userId, { limit: 30, windowMs: 60 * SECOND });
    return service.duplicate(auth.userId, params.id);
  });

  route(app, widgetEndpoints.rotateKey).handle(async ({ auth, params }) =>
    service.rotateKey(auth.userId, params.id),
  );

  route(app, widgetEndpoints.testEvent).handle(async ({ auth, params, body }) => {
    // Test buttons reach live browser sources: a stuck key must not flood them.
    limiter.hit('widgets:test-event', auth.userId, { limit: 30, windowMs: 10 * SECOND });
    return service.testEvent(auth.userId, params.id, body.kind);
  });

  route(app, widgetEndpoints.state).handle(async ({ auth, params }) =>
    service.state(auth.userId, params.id),
  );

  route(app, widgetEndpoints.resetState).handle(async ({ auth, params }) => {
    limiter.hit('widgets:reset', auth.userId, { limit: 20, windowMs: 60 * SECOND });
    return service.resetState(auth.userId, params.id);
  });

  route(app, widgetEndpoints.skip).handle(async ({ auth, params }) => {
    limiter.hit('widgets:skip', auth.userId, { limit: 60, windowMs: 60 * SECOND });
    return service.skip(auth.userId, params.id);
  });

  route(app, widgetEndpoints.reload).handle(async ({ auth, params }) => {
    limiter.hit('widgets:reload', auth.userId, { limit: 20, windowMs: 60 * SECOND });
    return service.reload(auth.userId, params.id);
  });
}
