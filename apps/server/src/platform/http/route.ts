import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import {
  findUnsafeText,
  TEXT_RULE_MESSAGE,
  translateMessage,
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type BotChangeAction,
} from '@kyo/contracts';
import { badRequest, forbidden } from './http-error';
import { requestLanguage } from './language';

/** Who made an authenticated request. */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

/** Who made a request with a personal access token (the public API, /api/v1). */
export interface TokenAuthContext {
  userId: string;
  tokenId: string;
  scopes: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the bearer token of a request, or throws a 401 HttpError. */
    authenticate(request: FastifyRequest): Promise<AuthContext>;
    /**
     * Resolves a personal access token and checks it holds `scope` (null: any valid token),
     * counting the request against the token's rate limit (its headers set on `reply`); throws a
     * 401, 403 or 429 HttpError. Decorated by the public-api feature.
     */
    authenticateToken(
      request: FastifyRequest,
      reply: FastifyReply,
      scope: string | null,
    ): Promise<TokenAuthContext>;
    /**
     * The channel's access policy (owner or current moderator; the moderators feature, composed
     * first by the app layer): the `channel` route option asks it.
     */
    canManage(actorId: string, ownerId: string): Promise<boolean>;
  }
}

export interface RouteContext<E extends EndpointDef> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  auth: E['auth'] extends 'user'
    ? AuthContext
    : E['auth'] extends 'token'
      ? TokenAuthContext
      : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** With the `channel` option: the channel the request acts on, its access checked. */
export interface ChannelRouteContext<E extends EndpointDef> extends RouteContext<E> {
  /** `:userId` in the path, else `?owner=`, else the caller's own channel. */
  ownerId: string;
  /**
   * Notes a change the caller made to the channel's settings (a rule, a reward, a counter): once
   * the handler succeeds it goes on the bus (`bot.change`) to the status page's "Recent changes",
   * with who made it. Never for a request that failed.
   */
  changed: (action: BotChangeAction, subject: string) => void;
}

export interface RouteOptions {
  bodyLimit?: number;
  /** Per-route Fastify options (e.g. rate-limit config). */
  config?: RouteShorthandOptions['config'];
  /**
   * For `auth: 'user'` endpoints that take a large body (uploads): the session is checked in
   * onRequest, before a byte of the body is read, so a stranger's megabytes are refused at once;
   * then this runs with who it is (a rate limit), still before the body.
   */
  beforeBody?: (auth: AuthContext, request: FastifyRequest) => Promise<void>;
  /**
   * The request acts on a channel: its owner (`:userId` in the path, else `?owner=`, else the
   * caller) must be the caller or a channel the caller moderates, or it is a 403 before the
   * handler runs; the handler gets it as `ownerId`. One check for every feature's routes.
   */
  channel?: boolean;
}

const NOT_YOURS = 'You do not manage this channel.';

/**
 * Registers one endpoint from its contract: params, query and body are validated with the
 * contract's zod schemas (a bad input is a 400 naming the field), the response is serialized
 * through its schema (so a field the contract does not name never leaves the server), and
 * `auth: 'user'` endpoints reject a request without a valid session before the handler runs.
 *
 * Usage: `route(app, userEndpoints.me).handle(async ({ auth }) => ...)`. The handler is given in
 * a second call so TypeScript fixes the endpoint type first and checks the handler's result
 * against the response contract without widening its literals.
 */
export function route<E extends EndpointDef, O extends RouteOptions = RouteOptions>(
  app: FastifyInstance,
  endpoint: E,
  options?: O,
) {
  type Context = O extends { channel: true } ? ChannelRouteContext<E> : RouteContext<E>;
  return {
    handle(handler: (ctx: Context) => Promise<z.output<E['response']>>): void {
      register(app, endpoint, options ?? {}, handler as unknown as LooseHandler);
    },
  };
}

type LooseHandler = (ctx: {
  params: unknown;
  query: unknown;
  body: unknown;
  auth: AuthContext | TokenAuthContext | undefined;
  ownerId?: string;
  changed?(action: BotChangeAction, subject: string): void;
  request: FastifyRequest;
  reply: FastifyReply;
}) => Promise<unknown>;

const tokenAuth = new WeakMap<FastifyRequest, TokenAuthContext>();
const earlyAuth = new WeakMap<FastifyRequest, AuthContext>();

function register(
  app: FastifyInstance,
  endpoint: EndpointDef,
  options: RouteOptions,
  handler: LooseHandler,
): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.beforeBody && endpoint.auth === 'user'
      ? {
          onRequest: async (request: FastifyRequest) => {
            const auth = await app.authenticate(request);
            earlyAuth.set(request, auth);
            await options.beforeBody!(auth, request);
          },
        }
      : {}),
    // A public API token is checked (and counted against its rate limit) before its input: a
    // request without a valid token is a 401 whatever it sends. Then the text rule (NUL, lone
    // surrogates) for every string of every input, before the schema.
    preValidation: async (request, reply) => {
      if (endpoint.auth === 'token')
        tokenAuth.set(request, await app.authenticateToken(request, reply, endpoint.scope ?? null));
      rejectUnsafeText(request);
    },
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(status === 204 ? {} : { response: { [status]: endpoint.response } }),
    },
    handler: async (request, reply) => {
      const auth =
        endpoint.auth === 'user'
          ? (earlyAuth.get(request) ?? (await app.authenticate(request)))
          : endpoint.auth === 'token'
            ? tokenAuth.get(request)
            : undefined;
      const ownerId = options.channel ? await channelOf(app, request, auth) : undefined;
      const changes: Array<{ action: BotChangeAction; subject: string }> = [];
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        auth,
        ...(ownerId
          ? { ownerId, changed: (action, subject) => void changes.push({ action, subject }) }
          : {}),
        request,
        reply,
      });
      if (ownerId && auth && 'userId' in auth)
        for (const change of changes)
          app.services.bus.publish('bot.change', {
            ownerId,
            userId: auth.userId,
            // The time of the change, not of its recording (the bus runs later): the order of
            // "Recent changes" is the order they were made in.
            at: app.services.clock.now(),
            ...change,
          });
      if (reply.sent) return reply;
      if (status === 204) return reply.status(204).send();
      // A confirmation for the user ("Your e-mail is verified.") in the request's language.
      const answer = localized(result, request);
      // A handler may choose another status (e.g. health answers 503 when degraded).
      return reply.status(reply.statusCode === 200 ? status : reply.statusCode).send(answer);
    },
  });
}

/** The channel a `channel` route acts on, once the caller may act on it (else a 403). */
async function channelOf(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext | TokenAuthContext | undefined,
): Promise<string> {
  if (!auth) throw new Error('a channel route needs an authenticated caller');
  const params = request.params as { userId?: string } | undefined;
  const query = request.query as { owner?: string } | undefined;
  const ownerId = params?.userId ?? query?.owner ?? auth.userId;
  if (ownerId !== auth.userId && !(await app.canManage(auth.userId, ownerId)))
    throw forbidden(NOT_YOURS);
  return ownerId;
}

/** A 400 naming the first field whose text breaks the text rule (see contracts' text.ts). */
function rejectUnsafeText(request: FastifyRequest): void {
  // A file's bytes (an upload) are not text.
  const body = ArrayBuffer.isView(request.body) ? undefined : request.body;
  const inputs = { params: request.params, query: request.query, body };
  for (const [where, value] of Object.entries(inputs)) {
    const path = findUnsafeText(value);
    if (!path) continue;
    const field = path.length > 0 ? path.join('.') : where;
    throw badRequest(`${[where, ...path].join('.')}: ${TEXT_RULE_MESSAGE}`, field);
  }
}

function localized(result: unknown, request: FastifyRequest): unknown {
  if (typeof result !== 'object' || result === null || !('message' in result)) return result;
  const { message } = result;
  if (typeof message !== 'string') return result;
  return { ...result, message: translateMessage(message, requestLanguage(request)) };
}
