import type { FastifyInstance } from 'fastify';
import { eventEndpoints } from '@kyo/contracts';
import { forbidden } from '../../platform/http/http-error';
import { route } from '../../platform/http/route';
import type { KickSubscriptionsService } from './subscriptions.service';

export interface KickEventsRouteDeps {
  subscriptions: KickSubscriptionsService;
  /** Whether `actorId` may manage the channel of `ownerId` (its owner or their moderators). */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
}

export function kickEventsRoutes(app: FastifyInstance, deps: KickEventsRouteDeps): void {
  route(app, eventEndpoints.subscribe).handle(async ({ auth, params }) => {
    if (!(await deps.canManage(auth.userId, params.userId)))
      throw forbidden('You do not manage this channel.');
    return deps.subscriptions.ensure(params.userId);
  });
}
