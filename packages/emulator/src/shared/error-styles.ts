import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Each platform answers errors in its own shape, and the app's adapters parse exactly that:
 * Kick's envelope (docs/platforms/kick.md §3), OAuth's RFC 6749 pair (docs/platforms/kick.md §2.3, docs/platforms/spotify.md A3/B1),
 * Spotify's `{error:{status,message}}` (A7), Discord's `{code,message}` (B4).
 */
export type ErrorStyle = 'kick-api' | 'oauth' | 'spotify-api' | 'discord' | 'control';

const REASONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? 'Error';
}

function oauthCode(status: number): string {
  if (status === 429) return 'too_many_requests';
  if (status >= 500) return status === 503 ? 'temporarily_unavailable' : 'server_error';
  return status === 401 ? 'invalid_client' : 'invalid_request';
}

export function errorBody(style: ErrorStyle, status: number, message?: string): unknown {
  const text = message ?? reasonPhrase(status);
  switch (style) {
    case 'kick-api':
      return { data: {}, message: text };
    case 'oauth':
      return { error: oauthCode(status), error_description: text };
    case 'spotify-api':
      return { error: { status, message: text } };
    case 'discord':
      return status === 404 && !message
        ? { message: '404: Not Found', code: 0 }
        : { message: text, code: 0 };
    case 'control':
      return { error: reasonPhrase(status).toLowerCase().replace(/ /g, '_'), message: text };
  }
}

/**
 * The plugin must not depend on the host's error handler (it would answer in the app's shape):
 * every provider scope answers parse errors and unknown routes in the platform's own shape.
 */
export function installErrorHandling(app: FastifyInstance, style: ErrorStyle): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'emulator route failed');
    return reply
      .status(status)
      .send(errorBody(style, status, status >= 500 ? undefined : error.message));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(style, 404)));
}
