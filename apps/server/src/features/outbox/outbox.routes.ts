import type { FastifyInstance } from 'fastify';
import { demoEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { StoredMail } from '../../platform/mail';

/** Demo mode only: lists the outbox so a newcomer can open their links without a mail server. */
export function outboxRoutes(
  app: FastifyInstance,
  deps: { list: () => Promise<StoredMail[]> },
): void {
  route(app, demoEndpoints.outbox).handle(async () => ({
    messages: (await deps.list()).slice(0, 100),
  }));
}
