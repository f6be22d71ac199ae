import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context';
import { bearerToken, str } from '../shared/http';
import { iso } from '../shared/time';
import type { DiscordMessage, DiscordUser, DiscordWebhook, OAuthToken } from '../state/state.types';
import { validateWebhookPayload } from './webhook-validation';

function discordError(
  reply: FastifyReply,
  status: number,
  message: string,
  code: number,
): FastifyReply {
  return reply.status(status).send({ message, code });
}

function caller(
  ctx: EmulatorContext,
  request: FastifyRequest,
  reply: FastifyReply,
): OAuthToken | undefined {
  const check = ctx.oauth.discord.check(bearerToken(request));
  if (!check.ok) {
    discordError(reply, 401, '401: Unauthorized', 0);
    return undefined;
  }
  return check.token;
}

/** The user object (B2); `email`/`verified` only with the email scope. */
function userView(user: DiscordUser, scopes: string[]) {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.global_name,
    avatar: null,
    bot: false,
    mfa_enabled: false,
    locale: 'en-US',
    flags: 0,
    public_flags: 0,
    premium_type: 0,
    ...(scopes.includes('email') ? { email: user.email, verified: user.verified } : {}),
  };
}

function messageView(message: DiscordMessage, webhook: DiscordWebhook) {
  return {
    id: message.id,
    type: 0,
    content: message.content,
    channel_id: message.channel_id,
    author: {
      id: webhook.id,
      username: message.username,
      avatar: null,
      discriminator: '0000',
      bot: true,
    },
    attachments: [],
    embeds: message.embeds,
    mentions: [],
    mention_roles: [],
    pinned: false,
    mention_everyone: false,
    tts: false,
    timestamp: iso(message.created_at),
    edited_timestamp: message.edited_at ? iso(message.edited_at) : null,
    flags: 0,
    components: [],
    webhook_id: webhook.id,
  };
}

function webhookView(ctx: EmulatorContext, webhook: DiscordWebhook) {
  return {
    application_id: webhook.application_id,
    avatar: null,
    channel_id: webhook.channel_id,
    guild_id: webhook.guild_id,
    id: webhook.id,
    name: webhook.name,
    type: 1,
    token: webhook.token,
    url: ctx.discord.executeUrl(webhook),
  };
}

/** discord.com/api(/v9|/v10): current user, current authorization, incoming webhooks (B1–B4). */
export function discordApiRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/users/@me', async (request, reply) => {
    const token = caller(ctx, request, reply);
    if (!token) return reply;
    if (!token.scopes.includes('identify')) return discordError(reply, 401, '401: Unauthorized', 0);
    const user = ctx.discord.user(token.user_id ?? '');
    if (!user) return discordError(reply, 404, 'Unknown User', 10013);
    return reply.send(userView(user, token.scopes));
  });

  app.get('/oauth2/@me', async (request, reply) => {
    const token = caller(ctx, request, reply);
    if (!token) return reply;
    const client = ctx.config.clients.discord.find((c) => c.clientId === token.client_id);
    const user = ctx.discord.user(token.user_id ?? '');
    return reply.send({
      application: {
        id: token.client_id,
        name: client?.name ?? token.client_id,
        icon: null,
        description: '',
        bot_public: false,
        bot_require_code_grant: false,
      },
      scopes: token.scopes,
      expires: iso(token.expires_at ?? 0),
      ...(user && token.scopes.includes('identify') ? { user: userView(user, token.scopes) } : {}),
    });
  });

  /** A deleted webhook is 404 10015 forever after: stop using it (B4). */
  const findWebhook = (
    request: FastifyRequest,
    reply: FastifyReply,
  ): DiscordWebhook | undefined => {
    const { id, token } = request.params as { id: string; token: string };
    const webhook = ctx.discord.webhook(id);
    if (!webhook || webhook.deleted_at !== null) {
      discordError(reply, 404, 'Unknown Webhook', 10015);
      return undefined;
    }
    if (webhook.token !== token) {
      discordError(reply, 401, 'Invalid Webhook Token', 50027);
      return undefined;
    }
    return webhook;
  };

  app.get('/webhooks/:id/:token', async (request, reply) => {
    const webhook = findWebhook(request, reply);
    return webhook ? reply.send(webhookView(ctx, webhook)) : reply;
  });

  app.post('/webhooks/:id/:token', async (request, reply) => {
    const webhook = findWebhook(request, reply);
    if (!webhook) return reply;
    const result = validateWebhookPayload(request.body);
    if (!result.ok) return reply.status(400).send(result.body);
    const message = ctx.discord.record(webhook, result.payload);
    // Without ?wait=true Discord answers 204 and the message is not returned (B3).
    if (str(request.query, 'wait') !== 'true') return reply.status(204).send();
    return reply.send(messageView(message, webhook));
  });

  /** A message of this webhook: 404 10008 Unknown Message once deleted or when never posted. */
  const findMessage = (request: FastifyRequest, reply: FastifyReply) => {
    const webhook = findWebhook(request, reply);
    if (!webhook) return undefined;
    const { messageId } = request.params as { messageId: string };
    const message = ctx.discord.message(webhook, messageId);
    if (!message) {
      discordError(reply, 404, 'Unknown Message', 10008);
      return undefined;
    }
    return { webhook, message };
  };

  app.get('/webhooks/:id/:token/messages/:messageId', async (request, reply) => {
    const found = findMessage(request, reply);
    return found ? reply.send(messageView(found.message, found.webhook)) : reply;
  });

  // Edit: the same checks as a post, and an edit must leave something to show (B3).
  app.patch('/webhooks/:id/:token/messages/:messageId', async (request, reply) => {
    const found = findMessage(request, reply);
    if (!found) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const result = validateWebhookPayload({
      content: found.message.content,
      embeds: found.message.embeds,
      ...body,
    });
    if (!result.ok) return reply.status(400).send(result.body);
    const edited = ctx.discord.edit(found.message, body);
    return reply.send(messageView(edited, found.webhook));
  });

  app.delete('/webhooks/:id/:token/messages/:messageId', async (request, reply) => {
    const found = findMessage(request, reply);
    if (!found) return reply;
    ctx.discord.deleteMessage(found.message);
    return reply.status(204).send();
  });

  app.delete('/webhooks/:id/:token', async (request, reply) => {
    const webhook = findWebhook(request, reply);
    if (!webhook) return reply;
    ctx.discord.deleteWebhook(webhook.id);
    return reply.status(204).send();
  });
}
