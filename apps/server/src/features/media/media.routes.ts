import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_UPLOAD_MAX_BYTES, mediaEndpoints } from '@kyo/contracts';
import { HttpError } from '../../platform/http/http-error';
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

  // The file's bytes are the body (no base64, no JSON parse), in a scope of its own whose one
  // parser takes any type up to the largest file. Who sends it and how often are checked before
  // a byte is read: a stranger's 5 MB is a 401 at once, the 31st upload in a minute a 429
  // counted on every node (Redis).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      readFile(request, payload).then((bytes) => done(null, bytes), done);
    });
    route(scope, mediaEndpoints.upload, {
      bodyLimit: MEDIA_UPLOAD_MAX_BYTES,
      beforeBody: async (auth) =>
        limiter.hitShared('media:upload', auth.userId, { limit: 30, windowMs: 60 * SECOND }),
    }).handle(async ({ auth, query, request }) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return service.upload(auth.userId, query.owner ?? auth.userId, query.name, bytes);
    });
  });

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

const tooLarge = () =>
  new HttpError(
    413,
    'payload_too_large',
    `A file can be at most ${MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
    { field: 'data' },
  );

/**
 * An upload's bytes, up to the largest file: a declared length above it is refused before
 * reading, a chunked body as soon as it passes it. Any content type: the bytes say what it is.
 */
function readFile(request: FastifyRequest, payload: Readable): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > MEDIA_UPLOAD_MAX_BYTES)
    return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Stops listening: the rest of an oversize body flows on unread (Node drains it after the
    // answer), rather than a destroyed socket that would lose the 413.
    const stop = () => payload.off('data', onData).off('end', onEnd).off('error', onError);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MEDIA_UPLOAD_MAX_BYTES) return void chunks.push(chunk);
      stop();
      reject(tooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    payload.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
