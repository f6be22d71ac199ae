import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../rate-limit';

/**
 * One area of /api/v1 on the server: its routes, each a contract (packages/contracts
 * public-api/areas) with a handler made of the owning feature's service functions. A feature
 * declares its area in its manifest (`api`); the public-api feature registers every one, each
 * route with the `channel` option (the token's own channel, or with `?owner=` one it moderates).
 */
export interface ApiAreaRoutes {
  area: string;
  register(app: FastifyInstance, limiter: RateLimiter): void;
}
