import type { FastifyInstance } from 'fastify';
import { markerEndpoints, markersApi } from '@kyo/contracts';
import type { ApiAreaRoutes } from '../../platform/http/api-area';
import { route } from '../../platform/http/route';
import { uuidv7 } from '../../platform/ids';
import { NotLive, notLiveError, type MarkerService } from './markers.service';

async function add(
  service: MarkerService,
  ownerId: string,
  title: string,
  source: 'dashboard' | 'api',
  by: string,
) {
  try {
    return await service.add(ownerId, { title, source, by, onceKey: `${source}:${uuidv7()}` });
  } catch (error) {
    if (error instanceof NotLive) throw notLiveError();
    throw error;
  }
}

/** The stream page's markers and /live's Marker button (contracts: markerEndpoints). */
export function markerRoutes(
  app: FastifyInstance,
  service: MarkerService,
  nameOf: (userId: string) => Promise<string>,
): void {
  const e = markerEndpoints;
  route(app, e.ofStream, { channel: true }).handle(({ ownerId, params }) =>
    service.ofStream(ownerId, params.streamId),
  );
  route(app, e.add, { channel: true }).handle(async ({ ownerId, auth, body }) =>
    add(service, ownerId, body.title, 'dashboard', await nameOf(auth.userId)),
  );
  route(app, e.remove, { channel: true }).handle(async ({ ownerId, params }) => {
    await service.remove(ownerId, params.id);
  });
}

/** The markers' part of /api/v1 (docs/api.md): scopes markers:read and markers:write. */
export function markersArea(
  service: MarkerService,
  nameOf: (userId: string) => Promise<string>,
): ApiAreaRoutes {
  const r = markersApi.routes;
  return {
    area: 'markers',
    register(app) {
      route(app, r.ofStream, { channel: true }).handle(({ ownerId, params }) =>
        service.ofStream(ownerId, params.streamId),
      );
      route(app, r.add, { channel: true }).handle(async ({ ownerId, auth, body }) =>
        add(service, ownerId, body.title, 'api', await nameOf(auth.userId)),
      );
    },
  };
}
