import { pointsApi } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import { notFound } from '../../platform/http/http-error';
import type { ApiAreaRoutes } from '../../platform/http/api-area';
import type { PointsHandle } from './points.module';

/** Viewer points' part of /api/v1 (docs/api.md, docs/points.md): points:read and points:write. */
export function pointsArea(points: PointsHandle): ApiAreaRoutes {
  const r = pointsApi.routes;
  const { service, repo, store } = points;
  return {
    area: 'points',
    register(app) {
      route(app, r.viewers, { channel: true }).handle(({ ownerId, query }) =>
        service.page(ownerId, query.search, query.page, query.limit),
      );
      route(app, r.viewer, { channel: true }).handle(async ({ ownerId, params }) => {
        const viewer = await service.viewer(ownerId, params.username);
        if (!viewer) throw notFound('No viewer of that name has points here', 'username');
        return viewer;
      });
      route(app, r.ledger, { channel: true }).handle(async ({ ownerId, params }) => {
        const login = params.username.toLowerCase();
        if (!(await repo.viewer(ownerId, login)))
          throw notFound('No viewer of that name has points here', 'username');
        const rows = await repo.ledgerOf(ownerId, login, 50);
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
      route(app, r.storeItems, { channel: true }).handle(async ({ ownerId }) => ({
        items: await store.items(ownerId),
      }));
      route(app, r.adjust, { channel: true }).handle(async ({ ownerId, params, body, auth }) =>
        service.adjust(
          ownerId,
          { username: params.username, amount: body.amount, reason: body.reason, id: body.id },
          `${await points.nameOf(auth.userId)} (API)`,
        ),
      );
    },
  };
}
