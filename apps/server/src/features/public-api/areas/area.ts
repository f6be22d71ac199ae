import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../../platform/http/http-error';
import type { TokenAuthContext } from '../../../platform/http/route';
import type { RateLimiter } from '../../../platform/rate-limit';

/**
 * One area of /api/v1 on the server: its routes, each a contract (packages/contracts
 * public-api/areas) with a handler made of the owning feature's service functions, which app.ts
 * hands over. Adding an area is one file here, one in the contracts, and one line in app.ts.
 */
export interface ApiAreaRoutes {
  area: string;
  register(app: FastifyInstance, limiter: RateLimiter): void;
}

/**
 * Whose channel a request names: the token's account's own, or with `?owner=` one it moderates;
 * a 403 for any other (every area checks it the same way).
 */
export function channelOwner(canManage: (actorId: string, ownerId: string) => Promise<boolean>) {
  return async (auth: TokenAuthContext, query: { owner?: string | undefined }) => {
    const ownerId = query.owner ?? auth.userId;
    if (!(await canManage(auth.userId, ownerId)))
      throw forbidden('You do not manage this channel.');
    return ownerId;
  };
}
