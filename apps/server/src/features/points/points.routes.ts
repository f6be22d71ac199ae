import type { FastifyInstance } from 'fastify';
import { pointsEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import { notFound } from '../../platform/http/http-error';
import type { RateLimiter } from '../../platform/rate-limit';
import type { PointsRepo } from './points.repo';
import type { PointsService } from './points.service';

export interface PointsRouteDeps {
  service: PointsService;
  repo: PointsRepo;
  limiter: RateLimiter;
  /** The name a manual change is logged under. */
  nameOf(userId: string): Promise<string>;
}

/**
 * The points page's API (contracts: pointsEndpoints): the signed-in streamer's channel, or with
 * `?owner=` one they moderate (403 for any other).
 */
export function pointsRoutes(app: FastifyInstance, deps: PointsRouteDeps): void {
  const { service } = deps;
  route(app, pointsEndpoints.settings, { channel: true }).handle(({ ownerId }) =>
    service.settings(ownerId),
  );
  route(app, pointsEndpoints.saveSettings, { channel: true }).handle(async ({ ownerId, body }) =>
    service.saveSettings(ownerId, body),
  );
  route(app, pointsEndpoints.viewers, { channel: true }).handle(({ ownerId, query }) =>
    service.page(ownerId, query.search, query.page, query.limit),
  );
  route(app, pointsEndpoints.ledger, { channel: true }).handle(async ({ ownerId, params }) => {
    const login = params.username.toLowerCase();
    if (!(await deps.repo.viewer(ownerId, login)))
      throw notFound('No viewer of that name has points here', 'username');
    const rows = await deps.repo.ledgerOf(ownerId, login, 50);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        delta: row.delta,
        kind: row.kind as never,
        note: row.note,
        by: row.actor,
        at: row.createdAt.toISOString(),
      })),
    };
  });
  route(app, pointsEndpoints.adjust, { channel: true }).handle(
    async ({ ownerId, params, body, auth }) =>
      service.adjust(
        ownerId,
        { username: params.username, amount: body.amount, reason: body.reason, id: body.id },
        await deps.nameOf(auth.userId),
      ),
  );
  route(app, pointsEndpoints.exportCsv, { channel: true }).handle(
    async ({ ownerId, auth, reply }) => {
      deps.limiter.hit('points:csv', auth.userId, { limit: 30, windowMs: 60_000 });
      const csv = await service.exportCsv(ownerId);
      await reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="points.csv"',
        })
        .send(csv);
      return '';
    },
  );
  route(app, pointsEndpoints.importCsv, { channel: true, bodyLimit: 2_200_000 }).handle(
    async ({ ownerId, body, auth, reply }) => {
      deps.limiter.hit('points:import', auth.userId, { limit: 10, windowMs: 60_000 });
      const result = await service.importCsv(ownerId, body, await deps.nameOf(auth.userId));
      if (result.refused.length > 0) {
        await reply.status(400).send({
          error: 'validation_error',
          message: `The file has ${result.refused.length} bad rows: nothing was imported`,
          field: 'csv',
          refused: result.refused,
        });
      }
      return result;
    },
  );
}
