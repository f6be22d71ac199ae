import type { FastifyInstance } from 'fastify';
import { apiTokenEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { TokensService } from './tokens.service';

/** The token page's API: a signed-in session manages its own tokens (never a token). */
export function tokensRoutes(
  app: FastifyInstance,
  deps: { tokens: TokensService; limiter: RateLimiter },
): void {
  route(app, apiTokenEndpoints.list).handle(async ({ auth }) => ({
    tokens: await deps.tokens.list(auth.userId),
  }));
  route(app, apiTokenEndpoints.create).handle(async ({ auth, body }) => {
    deps.limiter.hit('api-tokens:create', auth.userId, { limit: 20, windowMs: 10 * 60_000 });
    return deps.tokens.create(auth.userId, body);
  });
  route(app, apiTokenEndpoints.revoke).handle(async ({ auth, params }) => {
    await deps.tokens.revoke(auth.userId, params.id);
  });
}
