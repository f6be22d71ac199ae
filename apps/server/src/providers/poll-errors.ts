import { PollError } from '../platform/pollers/poll-types';
import { ProviderError } from './http';

/**
 * What a poller does with a platform failure: a 401 gets one refresh, a 429 pauses the resource
 * (a spent Spotify quota for long), 5xx/timeouts back off, a dead grant parks the poller, and
 * other refusals retry slowly. Anything that is not a ProviderError is passed through untouched.
 */
export function pollErrorFrom(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  const message = `${error.provider}: ${error.message}`;
  switch (error.kind) {
    case 'unauthorized':
      return new PollError('unauthorized', message);
    case 'rate_limited':
      return new PollError(
        error.reason === 'QUOTA_EXCEEDED' ? 'quota_exceeded' : 'rate_limited',
        message,
        error.retryAfterMs,
      );
    case 'unavailable':
    case 'timeout':
    case 'network':
    case 'bad_response':
      return new PollError('unavailable', message);
    case 'invalid_grant':
      return new PollError('grant_dead', message);
    default:
      return new PollError('rejected', message);
  }
}
