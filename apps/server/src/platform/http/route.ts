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
} from '@kyo/contracts';
import { badRequest } from './http-error';
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
}

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
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions = {},
) {
  return {
    handle(handler: (ctx: RouteContext<E>) => Promise<z.output<E['response']>>): void {
      register(app, endpoint, options, handler as unknown as LooseHandler);
    },
  };
}

type LooseHandler = (ctx: {
  params: unknown;
  query: unknown;
  body: unknown;
  auth: AuthContext | TokenAuthContext | undefined;
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
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        auth,
        request,
        reply,
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
