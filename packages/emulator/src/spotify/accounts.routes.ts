import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context';
import { authenticateClient } from '../oauth/client-auth';
import { consentPage } from '../oauth/consent-page';
import { consentLanguage } from '../oauth/consent-texts';
import {
  authorizeParams,
  formAction,
  hiddenFields,
  redirectBack,
  sendOAuthFailure,
  sendTokens,
  splitScopes,
  tokenBody,
  unsupportedGrant,
} from '../oauth/oauth-http';
import { isFailure } from '../oauth/oauth.service';
import { errorPage } from '../shared/html-page';
import { isFormRequest, str } from '../shared/http';

const SCOPES: Record<string, string> = {
  'user-read-currently-playing': 'Read your currently playing content',
  'user-read-playback-state': 'Read your currently playing content and Spotify Connect devices',
  'user-modify-playback-state': 'Control playback on your Spotify clients',
  'user-read-recently-played': 'Access your recently played items',
  'user-read-private': 'Access your subscription details',
  'user-read-email': 'Get your real email address',
};

/**
 * Validates an authorize request. Spotify shows an error page (no redirect) for a bad client or
 * redirect URI, and redirects with an error for the rest (docs/platforms/spotify.md A2).
 */
function checkAuthorize(
  ctx: EmulatorContext,
  request: FastifyRequest,
  reply: FastifyReply,
  assetsPath: string,
) {
  const params = authorizeParams(request);
  const client = ctx.config.clients.spotify.find((c) => c.clientId === params.client_id);
  const fail = (message: string) => {
    void reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(errorPage(assetsPath, 'Spotify', message));
    return undefined;
  };
  if (!client) return fail('INVALID_CLIENT: Invalid client');
  if (!params.redirect_uri || !client.redirectUris.includes(params.redirect_uri)) {
    return fail('INVALID_CLIENT: Invalid redirect URI');
  }
  const redirectUri = params.redirect_uri;
  const scopes = splitScopes(params.scope);
  const error =
    params.response_type !== 'code'
      ? 'unsupported_response_type'
      : scopes.some((s) => !(s in SCOPES))
        ? 'invalid_scope'
        : params.code_challenge && params.code_challenge_method !== 'S256'
          ? 'invalid_request'
          : undefined;
  if (error) {
    void redirectBack(reply, redirectUri, { error, state: params.state });
    return undefined;
  }
  return { params, client, scopes, redirectUri };
}

/** accounts.spotify.com: authorize (consent page) and token (docs/platforms/spotify.md A2, A3). */
export function spotifyAccountsRoutes(
  app: FastifyInstance,
  ctx: EmulatorContext,
  assetsPath: string,
): void {
  app.get('/authorize', async (request, reply) => {
    const valid = checkAuthorize(ctx, request, reply, assetsPath);
    if (!valid) return reply;
    const html = consentPage({
      language: consentLanguage(request.headers['accept-language']),
      assetsPath,
      provider: 'Spotify',
      appName: valid.client.name ?? valid.client.clientId,
      scopes: valid.scopes.map((s) => ({ name: s, description: SCOPES[s] ?? s })),
      action: formAction(request),
      hidden: hiddenFields(valid.params),
      selects: [
        {
          name: 'account',
          label: 'Logged in as',
          testId: 'consent-account',
          options: ctx.spotify.users().map((u) => ({ value: u.id, label: u.display_name })),
        },
      ],
      authorizeLabel: 'Agree',
      denyLabel: 'Cancel',
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.post('/authorize', async (request, reply) => {
    const valid = checkAuthorize(ctx, request, reply, assetsPath);
    if (!valid) return reply;
    const { params, redirectUri } = valid;
    if (str(request.body, 'decision') !== 'allow') {
      return redirectBack(reply, redirectUri, { error: 'access_denied', state: params.state });
    }
    const user = ctx.spotify.user(str(request.body, 'account') ?? '');
    if (!user) return reply.status(400).send(errorPage(assetsPath, 'Spotify', 'Unknown account'));
    const code = ctx.oauth.spotify.createCode({
      clientId: valid.client.clientId,
      userId: user.id,
      scopes: valid.scopes,
      redirectUri,
      codeChallenge: params.code_challenge,
      codeChallengeMethod: params.code_challenge ? 'S256' : undefined,
    });
    return redirectBack(reply, redirectUri, { code, state: params.state });
  });

  app.post('/api/token', async (request, reply) => {
    if (!isFormRequest(request)) {
      return reply
        .status(400)
        .send({ error: 'invalid_request', error_description: 'Unsupported content type' });
    }
    // Basic auth for server apps; a PKCE app sends only client_id (docs/platforms/spotify.md A3).
    const auth = authenticateClient(request, ctx.config.clients.spotify, {
      basic: true,
      public: true,
    });
    if (!auth.ok) return reply.status(auth.status).send(auth.body);
    const clientId = auth.client.clientId;
    const body = request.body;
    const grantType = str(body, 'grant_type');
    if (grantType === 'client_credentials') {
      if (auth.method === 'public') {
        return reply
          .status(400)
          .send({ error: 'invalid_client', error_description: 'Invalid client' });
      }
      return sendTokens(reply, tokenBody(ctx.oauth.spotify.clientCredentials(clientId)));
    }
    const issued =
      grantType === 'authorization_code'
        ? ctx.oauth.spotify.exchangeCode({
            clientId,
            code: str(body, 'code'),
            redirectUri: str(body, 'redirect_uri'),
            codeVerifier: str(body, 'code_verifier'),
            requirePkce: auth.method === 'public',
          })
        : grantType === 'refresh_token'
          ? ctx.oauth.spotify.refresh({ clientId, refreshToken: str(body, 'refresh_token') })
          : undefined;
    if (!issued) return unsupportedGrant(reply);
    if (isFailure(issued)) return sendOAuthFailure(reply, issued);
    return sendTokens(reply, tokenBody(issued));
  });
}
