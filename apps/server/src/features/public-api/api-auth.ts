import { scopeAllows } from '@kyo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../platform/http/http-error';
import type { TokenAuthContext } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { TokenGrant, TokensService } from './tokens.service';

/** Requests one token may make per minute (× RATE_LIMIT_FACTOR), counted on every node. */
export const API_RATE_LIMIT = { limit: 120, windowMs: 60_000 };
/** Requests with a bad token one address may make per minute before it is slowed down. */
const BAD_TOKENS_PER_IP = { limit: 30, windowMs: 60_000 };

export const insufficientScope = (scope: string) =>
  new HttpError(403, 'insufficient_scope', `This token lacks the scope ${scope}`);

/** The bearer token of a request (undefined when none is sent). */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  if (!/^Bearer /i.test(header)) throw unauthorized('Use a Bearer token');
  return header.slice(7).trim();
}

/**
 * The public API's gate (app.authenticateToken): the token is read from the database (revocation
 * and expiry hold at once on every node), counted against its rate limit (headers on every
 * answer, 429 past it) and checked for the route's scope.
 */
export function tokenGate(tokens: TokensService, limiter: RateLimiter) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string | null,
  ): Promise<TokenAuthContext> => {
    let grant: TokenGrant;
    try {
      grant = await tokens.authenticate(bearerOf(request));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        void reply.header('www-authenticate', 'Bearer realm="kyo"');
        limiter.hit('api:bad-token', request.ip, BAD_TOKENS_PER_IP);
      }
      throw error;
    }
    const standing = await limiter.take('api:token', grant.tokenId, API_RATE_LIMIT);
    void reply.headers({
      'ratelimit-limit': String(standing.limit),
      'ratelimit-remaining': String(standing.remaining),
      'ratelimit-reset': String(standing.resetSeconds),
    });
    if (scope !== null && !scopeAllows(grant.scopes, scope)) throw insufficientScope(scope);
    return { userId: grant.userId, tokenId: grant.tokenId, scopes: grant.scopes };
  };
}
