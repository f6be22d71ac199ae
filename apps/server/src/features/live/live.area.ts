import { liveApi } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { ApiAreaRoutes } from '../../platform/http/api-area';
import type { LiveCockpit } from './live-cockpit';
import type { LiveService } from './live.service';

/** The live cockpit's part of /api/v1 (docs/api.md, docs/live.md): scopes live:read and live:write. */
export function liveArea(
  live: LiveService,
  cockpit: LiveCockpit,
  nameOf: (userId: string) => Promise<string>,
): ApiAreaRoutes {
  const r = liveApi.routes;
  return {
    area: 'live',
    register(app) {
      route(app, r.streamInfo, { channel: true }).handle(({ ownerId }) => live.read(ownerId));
      route(app, r.saveStreamInfo, { channel: true }).handle(async ({ ownerId, auth, body }) =>
        live.save(ownerId, body, { name: await nameOf(auth.userId), via: 'api' }),
      );
      route(app, r.activity, { channel: true }).handle(async ({ ownerId, query }) => ({
        activity: await cockpit.activity(ownerId, query.kind),
      }));
      route(app, r.replay, { channel: true }).handle(({ ownerId, params }) =>
        cockpit.replay(ownerId, params.id),
      );
    },
  };
}
