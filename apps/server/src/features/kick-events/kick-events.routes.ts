import type { FastifyInstance } from 'fastify';
import { eventEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { KickSubscriptionsService } from './subscriptions.service';

export interface KickEventsRouteDeps {
  subscriptions: KickSubscriptionsService;
}

export function kickEventsRoutes(app: FastifyInstance, deps: KickEventsRouteDeps): void {
  route(app, eventEndpoints.subscribe, { channel: true }).handle(async ({ ownerId }) =>
    deps.subscriptions.ensure(ownerId),
  );
}
