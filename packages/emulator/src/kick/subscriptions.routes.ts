import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { str, strs } from '../shared/http';
import { rfc3339 } from '../shared/time';
import { parseWith } from '../shared/validation';
import type { KickEventSubscription } from '../state/state.types';
import { kickBadRequest, kickCaller, kickError, kickOk } from './api-auth';
import { createSubscriptions, deleteSubscriptions, listSubscriptions } from './subscriptions';

const postBody = z.object({
  broadcaster_user_id: z.int().positive().optional(),
  method: z.literal('webhook'),
  events: z.array(z.object({ name: z.string().min(1), version: z.int() })).min(1),
});

function view(s: KickEventSubscription) {
  return {
    id: s.id,
    app_id: s.app_id,
    broadcaster_user_id: s.broadcaster_user_id,
    event: s.event,
    version: s.version,
    method: s.method,
    created_at: rfc3339(s.created_at),
    updated_at: rfc3339(s.updated_at),
  };
}

/**
 * `/public/v1/events/subscriptions` (docs/platforms/kick.md §5). An app token sees and manages all of the app's
 * subscriptions; a user token only those for the user's own channel.
 */
export function kickSubscriptionRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/public/v1/events/subscriptions', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'events:subscribe');
    if (!caller) return reply;
    const filter = str(request.query, 'broadcaster_user_id');
    const broadcasterUserId = caller.user?.user_id ?? (filter ? Number(filter) : undefined);
    const list = listSubscriptions(ctx, { appId: caller.appId, broadcasterUserId });
    return kickOk(reply, list.map(view));
  });

  app.post('/public/v1/events/subscriptions', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'events:subscribe');
    if (!caller) return reply;
    const body = parseWith(postBody, request.body);
    if (!body.ok) return kickBadRequest(reply, body.message);
    let broadcasterUserId = body.value.broadcaster_user_id;
    if (caller.user) {
      // With a user token it defaults to (and may only be) the token's own channel.
      if (broadcasterUserId !== undefined && broadcasterUserId !== caller.user.user_id) {
        return kickError(reply, 403, 'Forbidden');
      }
      broadcasterUserId = caller.user.user_id;
    } else if (broadcasterUserId === undefined) {
      return kickBadRequest(reply, 'broadcaster_user_id is required for app tokens'); // issue #140
    }
    if (!ctx.kick.channel(broadcasterUserId)) return kickBadRequest(reply, 'Channel not found');
    return kickOk(
      reply,
      createSubscriptions(ctx, caller.appId, broadcasterUserId, body.value.events),
    );
  });

  app.delete('/public/v1/events/subscriptions', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'events:subscribe');
    if (!caller) return reply;
    const ids = strs(request.query, 'id');
    if (!ids.length) return kickBadRequest(reply, 'id is required');
    const own = listSubscriptions(ctx, {
      appId: caller.appId,
      broadcasterUserId: caller.user?.user_id,
    });
    deleteSubscriptions(
      ctx,
      ids.filter((id) => own.some((s) => s.id === id)),
    );
    return reply.status(204).send();
  });
}
