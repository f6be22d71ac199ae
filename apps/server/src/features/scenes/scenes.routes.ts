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

  // An image up to 2 MB arrives as base64 in JSON: the body cap is above that, not the API's 64 KB.
  route(app, sceneEndpoints.uploadImage, { bodyLimit: 3 * 1024 * 1024 }).handle(
    async ({ auth, body }) => {
      limiter.hit('scenes:upload', auth.userId, { limit: 30, windowMs: 60 * SECOND });
      return service.uploadImage(auth.userId, body);
    },
  );

  route(app, sceneEndpoints.image).handle(async ({ params, reply }) => {
    const image = await service.image(params.owner, params.sha256);
    // Named by its content: it never changes. Never sniffed into anything but the stored type.
    await reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(image.data);
  });

  route(app, sceneEndpoints.rotateKey).handle(async ({ auth, params }) =>
    service.rotateKey(auth.userId, params.id),
  );
}
