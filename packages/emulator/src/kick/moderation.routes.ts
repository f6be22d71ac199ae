import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { parseWith } from '../shared/validation';
import { ban, unban } from './activity';
import { kickBadRequest, kickCaller, kickError, kickOk } from './api-auth';
import { mayModerate } from './moderation';

/** Kick's body fields (docs/platforms/kick.md §4.5): minutes 1–10,080; none = permanent. */
const banBody = z.object({
  broadcaster_user_id: z.int().positive(),
  user_id: z.int().positive(),
  duration: z.int().min(1).max(10_080).optional(),
  reason: z.string().max(100).optional(),
});
const unbanBody = banBody.pick({ broadcaster_user_id: true, user_id: true });

/**
 * `DELETE /public/v1/chat/{id}` and `POST`/`DELETE /public/v1/moderation/bans`, with Kick's
 * checks: the scope (403), who may act on the channel (403), the body (400), the target (404).
 */
export function kickModerationRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.delete('/public/v1/chat/:message_id', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'moderation:chat_message:manage');
    if (!caller) return reply;
    const { message_id } = request.params as { message_id: string };
    const message = ctx.kick.chatMessage(message_id);
    if (!message || message.deleted) return kickError(reply, 404, 'Not Found');
    const channel = ctx.kick.requireChannel(message.broadcaster_user_id);
    if (!mayModerate(ctx, channel, caller.user)) return kickError(reply, 403, 'Forbidden');
    ctx.kick.deleteChat(message_id);
    return reply.status(204).send();
  });

  app.post('/public/v1/moderation/bans', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'moderation:ban');
    if (!caller) return reply;
    const body = parseWith(banBody, request.body);
    if (!body.ok) return kickBadRequest(reply, body.message);
    const channel = ctx.kick.channel(body.value.broadcaster_user_id);
    if (!channel) return kickBadRequest(reply, 'Channel not found');
    if (!mayModerate(ctx, channel, caller.user)) return kickError(reply, 403, 'Forbidden');
    const user = ctx.kick.account(body.value.user_id);
    if (!user) return kickError(reply, 404, 'User not found');
    if (user.user_id === channel.broadcaster_user_id)
      return kickBadRequest(reply, 'Cannot ban the broadcaster');
    if (user.user_id === caller.user?.user_id) return kickBadRequest(reply, 'Cannot ban yourself');
    ban(ctx, channel, user, caller.user!, {
      reason: body.value.reason,
      durationMinutes: body.value.duration,
    });
    return kickOk(reply, {});
  });

  app.delete('/public/v1/moderation/bans', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'moderation:ban');
    if (!caller) return reply;
    const body = parseWith(unbanBody, request.body);
    if (!body.ok) return kickBadRequest(reply, body.message);
    const channel = ctx.kick.channel(body.value.broadcaster_user_id);
    if (!channel) return kickBadRequest(reply, 'Channel not found');
    if (!mayModerate(ctx, channel, caller.user)) return kickError(reply, 403, 'Forbidden');
    const user = ctx.kick.account(body.value.user_id);
    if (!user) return kickError(reply, 404, 'User not found');
    unban(ctx, channel, user);
    return kickOk(reply, {});
  });
}
