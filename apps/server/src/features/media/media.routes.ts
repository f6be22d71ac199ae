import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_BASE64_MAX, mediaEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { MediaRow } from './media.repo';
import type { MediaService } from './media.service';

const SECOND = 1000;

/**
 * Sends a stored file: its sniffed type, never sniffed again by the browser, no script; named by
 * its content, so it is cached for good and revalidated by its hash.
 */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  row: MediaRow,
  shared: boolean,
) {
  const etag = `"${row.sha256}"`;
  void reply
    .header('etag', etag)
    .header(
      'cache-control',
      shared ? 'public, max-age=31536000, immutable' : 'private, max-age=31536000, immutable',
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    // OBS and the dashboard load it from this origin; a page elsewhere may not embed it.
    .header('cross-origin-resource-policy', 'same-origin');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.header('content-type', row.contentType).send(row.data);
}

export function mediaRoutes(
  app: FastifyInstance,
  { service, limiter }: { service: MediaService; limiter: RateLimiter },
): void {
  route(app, mediaEndpoints.list).handle(async ({ auth, query }) =>
    service.list(auth.userId, query.owner ?? auth.userId),
  );

  // A file up to 5 MB arrives as base64 in JSON: the body cap is above that, not the API's 64 KB.
  route(app, mediaEndpoints.upload, { bodyLimit: MEDIA_BASE64_MAX + 64 * 1024 }).handle(
    async ({ auth, query, body }) => {
      limiter.hit('media:upload', auth.userId, { limit: 30, windowMs: 60 * SECOND });
      return service.upload(auth.userId, query.owner ?? auth.userId, body.name, body.data);
    },
  );

  route(app, mediaEndpoints.remove).handle(async ({ auth, params, query }) =>
    service.remove(auth.userId, query.owner ?? auth.userId, params.sha256),
  );

  route(app, mediaEndpoints.content).handle(async ({ auth, params, query, request, reply }) => {
    const row = await service.content(auth.userId, query.owner ?? auth.userId, params.sha256);
    return sendFile(request, reply, row, false);
  });

  route(app, mediaEndpoints.display).handle(async ({ params, request, reply }) => {
    limiter.hit('media:display', request.ip, { limit: 600, windowMs: 60 * SECOND });
    const row = await service.forDisplay(params.key, params.sha256);
    return sendFile(request, reply, row, true);
  });
}
