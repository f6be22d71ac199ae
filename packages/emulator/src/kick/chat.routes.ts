import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { SEED } from '../state/seed';
import type { KickBadge } from '../state/state.types';
import { parseWith } from '../shared/validation';
import { kickBadRequest, kickCaller, kickOk } from './api-auth';
import { BADGE_TEXT } from './catalog';

/** Kick counts code points, not UTF-16 units (gokick, docs/platforms/kick.md §4.4). */
export const MAX_CHAT_LENGTH = 500;

const chatBody = z.object({
  type: z.enum(['user', 'bot']),
  content: z
    .string()
    .min(1)
    .refine(
      (s) => [...s].length <= MAX_CHAT_LENGTH,
      `must be at most ${MAX_CHAT_LENGTH} characters`,
    ),
  broadcaster_user_id: z.int().positive().optional(),
  reply_to_message_id: z.string().optional(),
});

/** POST chat (docs/platforms/kick.md §4.4); deleting and bans are in moderation.routes.ts. */
export function kickChatRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/public/v1/chat', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'chat:write');
    if (!caller) return reply;
    const body = parseWith(chatBody, request.body);
    if (!body.ok) return kickBadRequest(reply, body.message);
    const { type, content, broadcaster_user_id, reply_to_message_id } = body.value;

    let sender = caller.user;
    let channel;
    const badges: KickBadge[] = [];
    if (type === 'user') {
      // Posted as the token's owner into broadcaster_user_id's chat (twir's bot model).
      if (!sender) return kickBadRequest(reply, 'type user requires a user access token');
      if (broadcaster_user_id === undefined)
        return kickBadRequest(reply, 'broadcaster_user_id is required');
      channel = ctx.kick.channel(broadcaster_user_id);
      if (channel?.broadcaster_user_id === sender.user_id) {
        badges.push({ text: BADGE_TEXT.broadcaster, type: 'broadcaster' });
      }
    } else {
      // Posted by the app's bot account into the token owner's channel; broadcaster_user_id is
      // ignored for user tokens. No bot account → "Channel not found" (issue #123).
      const client = ctx.config.clients.kick.find((c) => c.clientId === caller.appId);
      sender = ctx.kick.account(client?.botUserId ?? SEED.kick.bot.userId) ?? null;
      const target = caller.user?.user_id ?? broadcaster_user_id;
      channel = target === undefined ? undefined : ctx.kick.channel(target);
      badges.push({ text: BADGE_TEXT.bot, type: 'bot' });
    }
    if (!channel || !sender) return kickBadRequest(reply, 'Channel not found');
    if (reply_to_message_id) {
      const parent = ctx.kick.chatMessage(reply_to_message_id);
      if (parent?.broadcaster_user_id !== channel.broadcaster_user_id) {
        return kickBadRequest(reply, 'reply_to_message_id not found');
      }
    }
    const { message } = ctx.kick.postChat({
      channel,
      sender,
      content,
      badges,
      replyToMessageId: reply_to_message_id,
      source: 'api',
      apiType: type,
      appId: caller.appId,
    });
    return kickOk(reply, { is_sent: true, message_id: message.message_id });
  });
}
