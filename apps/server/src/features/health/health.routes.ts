import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { Database } from '../../platform/db/database';
import pkg from '../../../package.json' with { type: 'json' };

export interface HealthDeps {
  database: Database;
  mode: 'demo' | 'production';
  startedAt: number;
  mailOutbox: boolean;
  now: () => number;
  /** Redis's state when REDIS_URL is set. */
  redis?: () => 'ok' | 'error';
  /** The service-wide jobs this node runs now (their leases). */
  leases?: () => string[];
}

export function healthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  route(app, healthEndpoints.health).handle(async ({ reply }) => {
    const dbOk = await deps.database.ping();
    const redis = deps.redis?.() ?? 'off';
    // Without its database a node cannot serve: 503 takes it out of a proxy's rotation. Without
    // Redis it still serves what it sees itself: degraded, but in rotation.
    if (!dbOk) void reply.status(503);
    return {
      status: dbOk && redis !== 'error' ? 'ok' : 'degraded',
      version: pkg.version,
      mode: deps.mode,
      mailOutbox: deps.mailOutbox,
      uptimeSeconds: Math.round((deps.now() - deps.startedAt) / 1000),
      database: { kind: deps.database.kind, status: dbOk ? 'ok' : 'error' },
      redis: { status: redis, ...(deps.leases ? { leases: deps.leases() } : {}) },
    };
  });
}
