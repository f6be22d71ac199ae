import type { FastifyInstance } from 'fastify';
import {
  formatAdded,
  formatClock,
  subathonApi,
  subathonEndpoints,
  type SubathonControl,
} from '@kyo/contracts';
import { badRequest, conflict, type HttpError } from '../../platform/http/http-error';
import { route } from '../../platform/http/route';
import type { SubathonRefusal, SubathonService } from './subathon.service';
import type { ApiAreaRoutes } from '../../platform/http/api-area';

/** A refused control as the page and the API answer it (409; 400 without the seconds). */
export function refusalError(refusal: SubathonRefusal): HttpError {
  switch (refusal.reason) {
    case 'running':
      return conflict('The subathon is already running.');
    case 'not-running':
      return conflict('No subathon is running.');
    case 'not-paused':
      return conflict('The subathon is not paused.');
    case 'too-much':
      return conflict(
        `The subathon has only ${formatClock(refusal.leftMs)} left: it cannot lose ${formatAdded(refusal.seconds).slice(1)}.`,
        'seconds',
      );
    case 'no-seconds':
      return badRequest('Say how long: seconds is required.', 'seconds');
  }
}

async function control(
  service: SubathonService,
  ownerId: string,
  body: SubathonControl,
  name: string,
) {
  const done = await service.control(ownerId, body.action, body.seconds, { name });
  if (!done.ok) throw refusalError(done.refusal);
  return service.read(ownerId);
}

/** /live's subathon card (contracts: subathonEndpoints): the owner and the channel's moderators. */
export function subathonRoutes(
  app: FastifyInstance,
  service: SubathonService,
  nameOf: (userId: string) => Promise<string>,
): void {
  const e = subathonEndpoints;
  route(app, e.read, { channel: true }).handle(({ ownerId }) => service.read(ownerId));
  route(app, e.saveRules, { channel: true }).handle(({ ownerId, body }) =>
    service.saveRules(ownerId, body),
  );
  route(app, e.control, { channel: true }).handle(async ({ ownerId, auth, body }) =>
    control(service, ownerId, body, await nameOf(auth.userId)),
  );
}

/** The subathon's part of /api/v1 (docs/api.md): scopes subathon:read and subathon:write. */
export function subathonArea(
  service: SubathonService,
  nameOf: (userId: string) => Promise<string>,
): ApiAreaRoutes {
  const r = subathonApi.routes;
  return {
    area: 'subathon',
    register(app) {
      route(app, r.read, { channel: true }).handle(({ ownerId }) => service.read(ownerId));
      route(app, r.control, { channel: true }).handle(async ({ ownerId, auth, body }) =>
        control(service, ownerId, body, await nameOf(auth.userId)),
      );
    },
  };
}
