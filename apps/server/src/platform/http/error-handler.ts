import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  JSON_TOO_DEEP_MESSAGE,
  jsonDeeperThan,
  translateMessage,
  type ApiError,
} from '@kyo/contracts';
import { HttpError } from './http-error';
import { requestLanguage } from './language';

interface Issue {
  path: string;
  message: string;
}

/** `body.user.email` style location of a validation issue, and its last segment as the field. */
function describeIssues(error: FastifyError): Issue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext ?? 'body';
  return error.validation.map((v) => {
    const pointer = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const keys = (v.params as { issue?: { keys?: string[] } }).issue?.keys;
    const path = [context, pointer, keys?.length ? keys.join(',') : ''].filter(Boolean).join('.');
    return { path, message: v.message ?? 'Invalid value' };
  });
}

function fieldOf(issue: Issue | undefined): string | undefined {
  if (!issue) return undefined;
  const parts = issue.path.split('.');
  return parts.length > 1 ? parts.slice(1).join('.') : parts[0];
}

const FASTIFY_CODES: Record<string, { code: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The JSON body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid_content_length' },
};

/**
 * A JSON body nested deeper than any contract is a 400 naming the body, before anything walks it
 * (the text rule, validation, the database driver): 20,000 `[` must not cost a stack overflow and
 * a 500 on every endpoint. Only parsed JSON is looked at (the webhook's raw bytes are not).
 */
function rejectDeepBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (jsonDeeperThan(request.body))
      throw new HttpError(400, ERROR_CODES.validation, `body: ${JSON_TOO_DEEP_MESSAGE}`, {
        field: 'body',
      });
  });
}

export function installErrorHandler(app: FastifyInstance): void {
  rejectDeepBodies(app);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    const say = (message: string) => translateMessage(message, language);
    if (error instanceof HttpError) {
      if (error.extra.headers) void reply.headers(error.extra.headers);
      const body: ApiError = { error: error.code, message: translateIssues(error.message, say) };
      if (error.extra.field) body.field = error.extra.field;
      return reply.status(error.statusCode).send(body);
    }

    const issues = describeIssues(error).map((issue) => ({
      ...issue,
      message: say(issue.message),
    }));
    if (issues.length > 0) {
      const first = issues[0];
      const field = fieldOf(first);
      const body: ApiError = {
        error: ERROR_CODES.validation,
        message: issues.map((i) => `${i.path}: ${i.message}`).join('; '),
        ...(field ? { field } : {}),
        issues,
      };
      return reply.status(400).send(body);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      const body: ApiError = {
        error: known?.code ?? (error.code ? error.code.toLowerCase() : 'bad_request'),
        message: say(known?.message ?? error.message),
      };
      return reply.status(status).send(body);
    }

    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      const body: ApiError = {
        error: 'service_unavailable',
        message: say('The service is briefly unavailable, try again in a moment'),
      };
      return reply.status(503).header('retry-after', '5').send(body);
    }

    request.log.error({ err: error }, 'unhandled error');
    const body: ApiError = {
      error: ERROR_CODES.internal,
      message: say('Something went wrong on our side'),
    };
    return reply.status(500).send(body);
  });
}

/**
 * The database cannot be reached (down, restarting, refusing connections): the request may work
 * again in a moment, so it is a 503, not a 500. Drizzle wraps the driver's error in `cause`.
 */
function databaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'ETIMEDOUT',
        'EHOSTUNREACH',
        '57P01',
        '57P02',
        '57P03',
        '08000',
        '08001',
        '08003',
        '08006',
      ].includes(code)
    )
      return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/** `body.a: message; body.b: message` (a composed validation message) part by part, else whole. */
function translateIssues(message: string, say: (message: string) => string): string {
  if (!/^(?:body|params|query|querystring)\.\S*: /.test(message)) return say(message);
  return message
    .split('; ')
    .map((part) => {
      const at = part.indexOf(': ');
      return at < 0 ? say(part) : `${part.slice(0, at)}: ${say(part.slice(at + 2))}`;
    })
    .join('; ');
}
