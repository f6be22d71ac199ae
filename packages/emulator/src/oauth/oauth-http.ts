import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthClientConfig } from '../options';
import { str, withQuery } from '../shared/http';
import type { IssuedTokens, OAuthFailure } from './oauth.service';

/** The authorize parameters every provider reads, from the query (GET) or the form (POST). */
export interface AuthorizeParams {
  client_id?: string;
  response_type?: string;
  redirect_uri?: string;
  state?: string;
  scope?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

const KEYS = [
  'client_id',
  'response_type',
  'redirect_uri',
  'state',
  'scope',
  'code_challenge',
  'code_challenge_method',
] as const;

export function authorizeParams(request: FastifyRequest): AuthorizeParams {
  const source = request.method === 'POST' ? request.body : request.query;
  return Object.fromEntries(KEYS.map((k) => [k, str(source, k)]));
}

/** The original parameters, carried through the consent form as hidden fields. */
export function hiddenFields(params: AuthorizeParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
}

/** Scopes are space-separated; a `+` from a client that joins with it arrives as a space. */
export function splitScopes(scope: string | undefined): string[] {
  return (scope ?? '').split(/[\s+]+/).filter(Boolean);
}

export function findClient(
  clients: OAuthClientConfig[],
  params: AuthorizeParams,
): OAuthClientConfig | undefined {
  const client = clients.find((c) => c.clientId === params.client_id);
  return client && params.redirect_uri && client.redirectUris.includes(params.redirect_uri)
    ? client
    : undefined;
}

export function formAction(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? request.url;
}

export function redirectBack(
  reply: FastifyReply,
  redirectUri: string,
  params: Record<string, string | undefined>,
): FastifyReply {
  return reply.redirect(withQuery(redirectUri, params), 302);
}

/** RFC 6749 §5.1 token response; `refresh_token` is absent when none was issued. */
export function tokenBody(issued: IssuedTokens, extra: Record<string, unknown> = {}) {
  const { access, refresh } = issued;
  return {
    access_token: access.token,
    token_type: 'Bearer',
    expires_in: Math.round(((access.expires_at ?? access.issued_at) - access.issued_at) / 1000),
    ...(refresh ? { refresh_token: refresh.token } : {}),
    ...(issued.grant.user_id === null ? {} : { scope: issued.grant.scopes.join(' ') }),
    ...extra,
  };
}

export function sendTokens(reply: FastifyReply, body: object): FastifyReply {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(body);
}

export function sendOAuthFailure(reply: FastifyReply, failure: OAuthFailure): FastifyReply {
  return reply.status(400).send({ error: failure.error, error_description: failure.description });
}

export function unsupportedGrant(reply: FastifyReply): FastifyReply {
  return reply.status(400).send({
    error: 'unsupported_grant_type',
    error_description: 'grant_type must be authorization_code or refresh_token',
  });
}
