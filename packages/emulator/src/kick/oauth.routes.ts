import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context';
import { authenticateClient } from '../oauth/client-auth';
import { consentLanguage } from '../oauth/consent-texts';
import { consentPage } from '../oauth/consent-page';
import {
  type AuthorizeParams,
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
import { isFailure } from '../oauth/oauth.service';
import { bearerToken, isFormRequest, str } from '../shared/http';
import { KICK_SCOPES } from './catalog';

/** docs/platforms/kick.md §2.1: every parameter is required, PKCE is S256 only; anything else is this 400. */
const INVALID_REQUEST = { error: 'Invalid request' };

function validAuthorize(ctx: EmulatorContext, params: AuthorizeParams) {
  const client = findClient(ctx.config.clients.kick, params);
  const scopes = splitScopes(params.scope);
  const valid =
    client &&
    params.response_type === 'code' &&
    params.state &&
    scopes.length > 0 &&
    scopes.every((s) => s in KICK_SCOPES) &&
    params.code_challenge &&
    params.code_challenge_method === 'S256';
  return valid ? { client, scopes } : undefined;
}

/** id.kick.com: authorize (consent page), token, revoke, introspect (docs/platforms/kick.md §2). */
export function kickOAuthRoutes(
  app: FastifyInstance,
  ctx: EmulatorContext,
  assetsPath: string,
): void {
  app.get('/oauth/authorize', async (request, reply) => {
    const params = authorizeParams(request);
    const valid = validAuthorize(ctx, params);
    if (!valid) return reply.status(400).send(INVALID_REQUEST);
    const accounts = [...ctx.kick.accounts()].sort((a, b) =>
      a.kind === b.kind ? a.user_id - b.user_id : a.kind === 'streamer' ? -1 : 1,
    );
    const html = consentPage({
      language: consentLanguage(request.headers['accept-language']),
      assetsPath,
      provider: 'Kick',
      appName: valid.client.name ?? valid.client.clientId,
      scopes: valid.scopes.map((s) => ({ name: s, description: KICK_SCOPES[s] ?? s })),
      action: formAction(request),
      hidden: hiddenFields(params),
      selects: [
        {
          name: 'account',
          label: 'Sign in as',
          testId: 'consent-account',
          options: accounts.map((a) => ({
            value: String(a.user_id),
            label: `${a.username} (${a.kind})`,
          })),
        },
      ],
      authorizeLabel: 'Authorize',
      denyLabel: 'Deny',
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.post('/oauth/authorize', async (request, reply) => {
    const params = authorizeParams(request);
    const valid = validAuthorize(ctx, params);
    if (!valid) return reply.status(400).send(INVALID_REQUEST);
    const redirectUri = params.redirect_uri!;
    if (str(request.body, 'decision') !== 'allow') {
      // Kick's denial format is undocumented (docs/platforms/kick.md §2.1); this is the RFC 6749 §4.1.2.1 one.
      return redirectBack(reply, redirectUri, { error: 'access_denied', state: params.state });
    }
    const account = ctx.kick.account(Number(str(request.body, 'account')));
    if (!account) return reply.status(400).send(INVALID_REQUEST);
    const code = ctx.oauth.kick.createCode({
      clientId: valid.client.clientId,
      userId: String(account.user_id),
      scopes: valid.scopes,
      redirectUri,
      codeChallenge: params.code_challenge,
      codeChallengeMethod: params.code_challenge_method,
    });
    return redirectBack(reply, redirectUri, { code, state: params.state });
  });

  app.post('/oauth/token', async (request, reply) => {
    if (!isFormRequest(request)) {
      return reply.status(400).send({
        error: 'invalid_request',
        error_description: 'Content-Type must be application/x-www-form-urlencoded',
      });
    }
    // Client auth is in the body; client_secret is required even with PKCE (docs/platforms/kick.md §2.3).
    const auth = authenticateClient(request, ctx.config.clients.kick, {
      basic: false,
      public: false,
    });
    if (!auth.ok) return reply.status(auth.status).send(auth.body);
    const clientId = auth.client.clientId;
    const body = request.body;
    const grantType = str(body, 'grant_type');
    if (grantType === 'client_credentials') {
      return sendTokens(reply, tokenBody(ctx.oauth.kick.clientCredentials(clientId)));
    }
    const issued =
      grantType === 'authorization_code'
        ? ctx.oauth.kick.exchangeCode({
            clientId,
            code: str(body, 'code'),
            redirectUri: str(body, 'redirect_uri'),
            codeVerifier: str(body, 'code_verifier'),
            requirePkce: true,
          })
        : grantType === 'refresh_token'
          ? ctx.oauth.kick.refresh({ clientId, refreshToken: str(body, 'refresh_token') })
          : undefined;
    if (!issued) return unsupportedGrant(reply);
    if (isFailure(issued)) return sendOAuthFailure(reply, issued);
    return sendTokens(reply, tokenBody(issued));
  });

  // Documented with query parameters; gokick sends a form body. Both work here (docs/platforms/kick.md §2.5).
  app.post('/oauth/revoke', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = str(request.query, 'token') ?? str(request.body, 'token');
    if (!token) return reply.status(400).send(INVALID_REQUEST);
    ctx.oauth.kick.revokeToken(token, { wholeGrant: false });
    return reply.type('text/plain; charset=utf-8').send('OK');
  });

  app.post('/oauth/token/introspect', async (request, reply) => {
    const value = bearerToken(request);
    if (!value) return reply.status(401).send({ data: {}, message: 'Unauthorized' });
    const check = ctx.oauth.kick.check(value);
    if (!check.ok) return reply.send({ data: { active: false }, message: 'OK' });
    const { token } = check;
    return reply.send({
      data: {
        active: true,
        client_id: token.client_id,
        token_type: token.user_id === null ? 'app' : 'user',
        scope: token.scopes.join(' '),
        exp: Math.floor((token.expires_at ?? 0) / 1000),
      },
      message: 'OK',
    });
  });
}
