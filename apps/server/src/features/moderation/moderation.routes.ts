import type { FastifyInstance } from 'fastify';
import { moderationEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { ModerationService } from './moderation.service';

export interface ModerationRouteDeps {
  service: ModerationService;
}

/**
 * The moderation API (contracts: moderationEndpoints): the caller's own channel, or with
 * `?owner=` one they moderate, as on the other bot pages.
 */
export function moderationRoutes(app: FastifyInstance, deps: ModerationRouteDeps): void {
  const { service } = deps;

  route(app, moderationEndpoints.get, { channel: true }).handle(async ({ ownerId }) =>
    service.view(ownerId),
  );
  // A change a person makes is noted for the status page's "Recent changes" (with who).
  route(app, moderationEndpoints.updateRule, { channel: true }).handle(
    async ({ ownerId, params, body, changed }) => {
      const saved = await service.updateRule(ownerId, params.rule, body);
      changed('moderation.updated', params.rule);
      return saved;
    },
  );
  route(app, moderationEndpoints.updateEscalation, { channel: true }).handle(
    async ({ ownerId, body, changed }) => {
      const saved = await service.updateEscalation(ownerId, body);
      changed('moderation.updated', 'escalation');
      return saved;
    },
  );
  route(app, moderationEndpoints.log, { channel: true }).handle(async ({ ownerId, query }) =>
    service.log(ownerId, query.limit, query.before),
  );
  route(app, moderationEndpoints.undo, { channel: true }).handle(
    async ({ ownerId, auth, params }) => service.undo(ownerId, params.id, auth.userId),
  );
}
