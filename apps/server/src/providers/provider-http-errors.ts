import { ProviderError } from './http';
import { HttpError } from '../platform/http/http-error';

const names = { kick: 'Kick', spotify: 'Spotify', discord: 'Discord' } as const;

/**
 * What the user sees when a platform fails: a clear 4xx/503 with the platform's name, never a 500.
 * Anything that is not a ProviderError is rethrown untouched.
 */
export function toHttpError(error: unknown, context: { field?: string } = {}): never {
  if (!(error instanceof ProviderError)) throw error;
  const name = names[error.provider];
  switch (error.kind) {
    case 'rate_limited':
      throw new HttpError(
        429,
        'provider_rate_limited',
        `${name} is rate limiting us right now. Try again in a moment.`,
        {
          headers: {
            'retry-after': String(Math.max(1, Math.ceil((error.retryAfterMs ?? 5000) / 1000))),
          },
        },
      );
    case 'unavailable':
    case 'timeout':
    case 'network':
    case 'bad_response':
      throw new HttpError(
        503,
        'provider_unavailable',
        `${name} is not answering right now. Try again in a moment.`,
      );
    case 'invalid_grant':
      throw new HttpError(
        400,
        'provider_invalid_grant',
        `${name} refused the authorization. Connect again.`,
        context.field ? { field: context.field } : {},
      );
    case 'unauthorized':
    case 'forbidden':
      throw new HttpError(
        400,
        'provider_rejected_token',
        `${name} did not accept these credentials (${error.message}).`,
        context.field ? { field: context.field } : {},
      );
    default:
      throw new HttpError(
        400,
        'provider_bad_request',
        `${name} refused the request: ${error.message}`,
        context.field ? { field: context.field } : {},
      );
  }
}
