import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the logs may never carry: SQL parameters (they hold users' chat text, e-mails, tokens),
 * query strings (`/api/kick/logout?token=…`, OAuth `?code=…`), credentials in known fields.
 * Applied by the logger itself, so no call site has to remember it.
 */
const REDACTED = '[redacted]';

/** The URL with every query value replaced: the keys stay, for debugging. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

type Serialized = { type: string; message: string; stack: string; [key: string]: unknown };

/** Drizzle's "Failed query: … params: …" loses its parameters; PostgreSQL's detail (row values) too. */
function scrubError(value: Serialized, depth = 0): Serialized {
  const out: Serialized = { ...value };
  if (typeof out.message === 'string') out.message = out.message.replace(/\nparams: [\s\S]*$/, '');
  if (typeof out.stack === 'string')
    out.stack = out.stack.replace(/\nparams: [\s\S]*?(\n {4}at |$)/, '$1');
  delete out.params;
  delete out.detail;
  delete out.where;
  if (depth < 4 && out.cause && typeof out.cause === 'object')
    out.cause = scrubError(out.cause as Serialized, depth + 1);
  return out;
}

export const logSerializers = {
  err: (error: Error) => scrubError(stdSerializers.err(error)),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};

/** Field paths pino blanks wherever a log call passes them. */
export const logRedactPaths = [
  'password',
  '*.password',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'authorization',
  '*.authorization',
  '*.headers.authorization',
  '*.headers.cookie',
];
