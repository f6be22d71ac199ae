import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context';
import { bearerToken } from '../shared/http';
import type { KickAccount, OAuthToken } from '../state/state.types';

export interface KickCaller {
  token: OAuthToken;
  /** The authorizing user; null for an app (client-credentials) token. */
  user: KickAccount | null;
  appId: string;
}

/** Kick's envelope (docs/platforms/kick.md §3). */
export function kickOk(reply: FastifyReply, data: unknown): FastifyReply {
  return reply.status(200).send({ data, message: 'OK' });
}

/** 400 with a string `data`, as issue #140 shows: `{"data":"…","message":"Bad request"}`. */
export function kickBadRequest(reply: FastifyReply, data: string): FastifyReply {
  return reply.status(400).send({ data, message: 'Bad request' });
}

export function kickError(
  reply: FastifyReply,
  status: 401 | 403 | 404,
  message: string,
): FastifyReply {
  return reply.status(status).send({ data: {}, message });
}

/**
 * Resolves the bearer token: missing, unknown, expired or revoked → 401
 * `{"data":{},"message":"Unauthorized"}` (issue #253); a user token without `scope` → 403.
 * App tokens carry no scopes; endpoints that need a user check `caller.user` themselves.
 */
export function kickCaller(
  ctx: EmulatorContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope?: string,
): KickCaller | undefined {
  const check = ctx.oauth.kick.check(bearerToken(request));
  const user =
    check.ok && check.token.user_id ? ctx.kick.account(Number(check.token.user_id)) : undefined;
  if (!check.ok || (check.token.user_id && !user)) {
    kickError(reply, 401, 'Unauthorized');
    return undefined;
  }
  if (scope && user && !check.token.scopes.includes(scope)) {
    kickError(reply, 403, 'Forbidden');
    return undefined;
  }
  return { token: check.token, user: user ?? null, appId: check.token.client_id };
}
