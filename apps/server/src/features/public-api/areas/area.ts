import type { FastifyInstance } from 'fastify';
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
