import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context';
import { authenticateClient } from '../oauth/client-auth';
import { type ConsentSelect, consentPage } from '../oauth/consent-page';
import { consentLanguage } from '../oauth/consent-texts';
import {
  authorizeParams,
  findClient,
  formAction,
  hiddenFields,
  redirectBack,
  sendOAuthFailure,
  sendTokens,
  splitScopes,
  tokenBody,
  unsupportedGrant,
} from '../oauth/oauth-http';
import { type IssuedTokens, isFailure } from '../oauth/oauth.service';
import { errorPage } from '../shared/html-page';
import { isFormRequest, str } from '../shared/http';

export const WEBHOOK_SCOPE = 'webhook.incoming';

const SCOPES: Record<string, string> = {
  identify: 'Access your username, avatar, and banner',
  email: 'Access your email address',
  guilds: 'Know what servers you’re in',
  connections: 'Access your third-party connections',
  [WEBHOOK_SCOPE]: 'Post messages to a channel you pick (creates a webhook)',
};

function checkAuthorize(
  ctx: EmulatorContext,
  request: FastifyRequest,
  reply: FastifyReply,
  assetsPath: string,
) {
  const params = authorizeParams(request);
  const client = findClient(ctx.config.clients.discord, params);
  const scopes = splitScopes(params.scope);
  const problem = !client
    ? 'Invalid OAuth2 redirect_uri or client_id'
    : params.response_type !== 'code'
      ? 'Invalid response_type'
      : scopes.length === 0 || scopes.some((s) => !(s in SCOPES))
        ? 'Invalid scope'
        : undefined;
  if (problem || !client) {
    void reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(errorPage(assetsPath, 'Discord', problem ?? ''));
    return undefined;
  }
  return { params, client, scopes, redirectUri: params.redirect_uri! };
}

/** discord.com/oauth2/authorize: consent page; `webhook.incoming` adds a server/channel picker (B1). */
export function discordAuthorizeRoutes(
  app: FastifyInstance,
  ctx: EmulatorContext,
  assetsPath: string,
): void {
  app.get('/oauth2/authorize', async (request, reply) => {
    const valid = checkAuthorize(ctx, request, reply, assetsPath);
    if (!valid) return reply;
    const selects: ConsentSelect[] = [
      {
        name: 'account',
        label: 'Signed in as',
        testId: 'consent-account',
        options: ctx.discord
          .users()
          .map((u) => ({ value: u.id, label: u.global_name ?? u.username })),
      },
    ];
    if (valid.scopes.includes(WEBHOOK_SCOPE)) {
      selects.push({
        name: 'webhook_channel',
        label: 'Post to channel',
        testId: 'consent-webhook-channel',
        options: ctx.discord
          .guilds()
          .flatMap((g) =>
            g.channels.map((c) => ({ value: `${g.id}:${c.id}`, label: `${g.name} › #${c.name}` })),
          ),
      });
    }
    const html = consentPage({
      language: consentLanguage(request.headers['accept-language']),
      assetsPath,
      provider: 'Discord',
      appName: valid.client.name ?? valid.client.clientId,
      scopes: valid.scopes.map((s) => ({ name: s, description: SCOPES[s] ?? s })),
      action: formAction(request),
      hidden: hiddenFields(valid.params),
      selects,
      authorizeLabel: 'Authorize',
      denyLabel: 'Cancel',
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.post('/oauth2/authorize', async (request, reply) => {
    const valid = checkAuthorize(ctx, request, reply, assetsPath);
    if (!valid) return reply;
    const { params, redirectUri } = valid;
    if (str(request.body, 'decision') !== 'allow') {
      return redirectBack(reply, redirectUri, {
        error: 'access_denied',
        error_description: 'The resource owner or authorization server denied the request',
        state: params.state,
      });
    }
    const user = ctx.discord.user(str(request.body, 'account') ?? '');
    const target = valid.scopes.includes(WEBHOOK_SCOPE)
      ? ctx.discord.target(str(request.body, 'webhook_channel') ?? '')
      : undefined;
    if (!user || (valid.scopes.includes(WEBHOOK_SCOPE) && !target)) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(errorPage(assetsPath, 'Discord', 'Pick an account and a channel'));
    }
    const code = ctx.oauth.discord.createCode({
      clientId: valid.client.clientId,
      userId: user.id,
      scopes: valid.scopes,
      redirectUri,
      webhookTarget: target,
    });
    return redirectBack(reply, redirectUri, { code, state: params.state });
  });
}

/** The webhook created by a `webhook.incoming` code exchange, in the token response (B1). */
function webhookFor(ctx: EmulatorContext, issued: IssuedTokens, appName: string) {
  const target = issued.code?.webhook_target;
  if (!target || !issued.grant.scopes.includes(WEBHOOK_SCOPE)) return {};
  const webhook = ctx.discord.createWebhook({
    guildId: target.guild_id,
    channelId: target.channel_id,
    name: appName,
    applicationId: issued.grant.client_id,
  });
  issued.grant.webhook_id = webhook.id;
  return {
    webhook: {
      application_id: webhook.application_id,
      name: webhook.name,
      url: ctx.discord.executeUrl(webhook),
      channel_id: webhook.channel_id,
      token: webhook.token,
      type: 1,
      avatar: null,
      guild_id: webhook.guild_id,
      id: webhook.id,
    },
  };
}

/** Token and revoke: form bodies only, client auth by Basic or body (B1). */
export function discordTokenRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/oauth2/token', async (request, reply) => {
    if (!isFormRequest(request)) {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
    }
    const auth = authenticateClient(request, ctx.config.clients.discord, {
      basic: true,
      public: false,
    });
    if (!auth.ok) return reply.status(auth.status).send(auth.body);
    const clientId = auth.client.clientId;
    const grantType = str(request.body, 'grant_type');
    const issued =
      grantType === 'authorization_code'
        ? ctx.oauth.discord.exchangeCode({
            clientId,
            code: str(request.body, 'code'),
            redirectUri: str(request.body, 'redirect_uri'),
            codeVerifier: str(request.body, 'code_verifier'),
            requirePkce: false,
          })
        : grantType === 'refresh_token'
          ? ctx.oauth.discord.refresh({
              clientId,
              refreshToken: str(request.body, 'refresh_token'),
            })
          : undefined;
    if (!issued) return unsupportedGrant(reply);
    if (isFailure(issued)) return sendOAuthFailure(reply, issued);
    const extra =
      grantType === 'authorization_code'
        ? webhookFor(ctx, issued, auth.client.name ?? clientId)
        : {};
    return sendTokens(reply, tokenBody(issued, extra));
  });

  // Revoking any token revokes the whole authorization (B1).
  app.post('/oauth2/token/revoke', async (request, reply) => {
    if (!isFormRequest(request)) {
      return reply
        .status(400)
        .send({ error: 'invalid_request', error_description: 'Unsupported content type' });
    }
    const auth = authenticateClient(request, ctx.config.clients.discord, {
      basic: true,
      public: false,
    });
    if (!auth.ok) return reply.status(auth.status).send(auth.body);
    const token = str(request.body, 'token');
    if (!token)
      return reply
        .status(400)
        .send({ error: 'invalid_request', error_description: 'token is required' });
    ctx.oauth.discord.revokeToken(token, { wholeGrant: true });
    return reply.send({});
  });
}
