import type { FastifyInstance } from 'fastify';
import { statsEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limit';
import { minutesCsv, streamsCsv } from './csv';
import { streamOf, type StatsService } from './stats.service';
import type { StatsQueriesRepo } from './stats-queries.repo';

export interface StatsRouteDeps {
  service: StatsService;
  queries: StatsQueriesRepo;
  clock: Clock;
  limiter: RateLimiter;
}

/**
 * The stats API (contracts: statsEndpoints): the caller's own channel, or with `?owner=` one they
 * moderate (moderators may read the stats; docs/moderators.md). Another channel is a 403; a stream
 * of another channel a 404, as if it did not exist.
 */
export function statsRoutes(app: FastifyInstance, deps: StatsRouteDeps): void {
  const csv = (name: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'x-content-type-options': 'nosniff',
  });

  route(app, statsEndpoints.list, { channel: true }).handle(async ({ ownerId, query }) =>
    deps.service.list(ownerId, query),
  );
  route(app, statsEndpoints.trends, { channel: true }).handle(async ({ ownerId, query }) =>
    deps.service.trends(ownerId, query.days),
  );
  route(app, statsEndpoints.recap, { channel: true }).handle(async ({ ownerId, params }) =>
    deps.service.recap(ownerId, params.id),
  );
  route(app, statsEndpoints.streamsCsv, { channel: true }).handle(
    async ({ ownerId, auth, reply }) => {
      deps.limiter.hit('stats:csv', auth.userId, { limit: 30, windowMs: 60_000 });
      const now = deps.clock.now();
      const rows = await deps.queries.all(ownerId);
      await reply.headers(csv('streams.csv')).send(streamsCsv(rows.map((r) => streamOf(r, now))));
      return '';
    },
  );
  route(app, statsEndpoints.minutesCsv, { channel: true }).handle(
    async ({ ownerId, auth, params, reply }) => {
      deps.limiter.hit('stats:csv', auth.userId, { limit: 30, windowMs: 60_000 });
      const recap = await deps.service.recap(ownerId, params.id);
      const day = recap.stream.startedAt.slice(0, 10);
      await reply
        .headers(csv(`stream-${day}-minutes.csv`))
        .send(minutesCsv(recap.minutes, Date.parse(recap.stream.startedAt)));
      return '';
    },
  );
}
