import type { FastifyInstance } from 'fastify';
import { statsEndpoints } from '@kyo/contracts';
import { forbidden } from '../../platform/http/http-error';
import { route, type AuthContext } from '../../platform/http/route';
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
  /** The channel's access policy (its owner and current moderators), read on every request. */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
}

/**
 * The stats API (contracts: statsEndpoints): the caller's own channel, or with `?owner=` one they
 * moderate (moderators may read the stats; docs/moderators.md). Another channel is a 403; a stream
 * of another channel a 404, as if it did not exist.
 */
export function statsRoutes(app: FastifyInstance, deps: StatsRouteDeps): void {
  const ownerOf = async (auth: AuthContext, query: { owner?: string | undefined }) => {
    const ownerId = query.owner ?? auth.userId;
    if (!(await deps.canManage(auth.userId, ownerId)))
      throw forbidden('You do not manage this channel.');
    return ownerId;
  };
  const csv = (name: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}"`,
    'x-content-type-options': 'nosniff',
  });

  route(app, statsEndpoints.list).handle(async ({ auth, query }) =>
    deps.service.list(await ownerOf(auth, query), query),
  );
  route(app, statsEndpoints.trends).handle(async ({ auth, query }) =>
    deps.service.trends(await ownerOf(auth, query), query.days),
  );
  route(app, statsEndpoints.recap).handle(async ({ auth, query, params }) =>
    deps.service.recap(await ownerOf(auth, query), params.id),
  );
  route(app, statsEndpoints.streamsCsv).handle(async ({ auth, query, reply }) => {
    const ownerId = await ownerOf(auth, query);
    deps.limiter.hit('stats:csv', auth.userId, { limit: 30, windowMs: 60_000 });
    const now = deps.clock.now();
    const rows = await deps.queries.all(ownerId);
    await reply.headers(csv('streams.csv')).send(streamsCsv(rows.map((r) => streamOf(r, now))));
    return '';
  });
  route(app, statsEndpoints.minutesCsv).handle(async ({ auth, query, params, reply }) => {
    const ownerId = await ownerOf(auth, query);
    deps.limiter.hit('stats:csv', auth.userId, { limit: 30, windowMs: 60_000 });
    const recap = await deps.service.recap(ownerId, params.id);
    const day = recap.stream.startedAt.slice(0, 10);
    await reply
      .headers(csv(`stream-${day}-minutes.csv`))
      .send(minutesCsv(recap.minutes, Date.parse(recap.stream.startedAt)));
    return '';
  });
}
