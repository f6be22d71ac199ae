import type { FastifyInstance } from 'fastify';
import { moderationEndpoints } from '@kyo/contracts';
import { forbidden } from '../../platform/http/http-error';
import { route, type AuthContext } from '../../platform/http/route';
import type { ModerationService } from './moderation.service';

export interface ModerationRouteDeps {
  service: ModerationService;
  /** The channel's access policy (its owner and current moderators), read on every request. */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
}

/**
 * The moderation API (contracts: moderationEndpoints): the caller's own channel, or with
 * `?owner=` one they moderate, as on the other bot pages.
 */
export function moderationRoutes(app: FastifyInstance, deps: ModerationRouteDeps): void {
  const ownerOf = async (auth: AuthContext, query: { owner?: string | undefined }) => {
    const ownerId = query.owner ?? auth.userId;
    if (!(await deps.canManage(auth.userId, ownerId)))
      throw forbidden('You do not manage this channel.');
    return ownerId;
  };
  const { service } = deps;

  route(app, moderationEndpoints.get).handle(async ({ auth, query }) =>
    service.view(await ownerOf(auth, query)),
  );
  route(app, moderationEndpoints.updateRule).handle(async ({ auth, query, params, body }) =>
    service.updateRule(await ownerOf(auth, query), params.rule, body),
  );
  route(app, moderationEndpoints.updateEscalation).handle(async ({ auth, query, body }) =>
    service.updateEscalation(await ownerOf(auth, query), body),
  );
  route(app, moderationEndpoints.log).handle(async ({ auth, query }) =>
    service.log(await ownerOf(auth, query), query.limit, query.before),
  );
  route(app, moderationEndpoints.undo).handle(async ({ auth, query, params }) =>
    service.undo(await ownerOf(auth, query), params.id, auth.userId),
  );
}
