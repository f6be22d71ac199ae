import type { FastifyInstance } from 'fastify';
import { KICK_WEBHOOK_PATH } from '@kyo/contracts';
import type { WebhookIngest } from './webhook-ingest';

/** Kick's payloads are small; twir caps them at 1 MiB too (docs/platforms/kick.md §6.1). */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/kick/webhook. The signature covers the raw bytes, so this route lives in its own
 * encapsulated plugin whose only content-type parser keeps the body as a Buffer; the rest of the
 * API keeps its JSON parser. Answers as soon as the event is verified and recorded; the bot and
 * the widgets consume it from the bus afterwards.
 */
export function webhookRoutes(app: FastifyInstance, ingest: WebhookIngest): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // No browser reads this answer: the security headers (a CSP built per response) are skipped.
    // Every chat line of every channel comes here: no log line per request (errors still are).
    const options = {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      helmet: false as const,
      logLevel: 'warn' as const,
    };
    scope.post(KICK_WEBHOOK_PATH, options, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await ingest.handle({ headers: request.headers, rawBody });
      return reply.status(200).send({ status: outcome });
    });
  });
}
