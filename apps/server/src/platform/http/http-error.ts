import { ERROR_CODES } from '@kyo/contracts';

/** An error with an HTTP status that is safe to show to the caller as `{ error, message }`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly extra: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, ERROR_CODES.validation, message, field ? { field } : {});
export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found', field?: string) =>
  new HttpError(404, ERROR_CODES.notFound, message, field ? { field } : {});
export const conflict = (message: string, field?: string) =>
  new HttpError(409, ERROR_CODES.conflict, message, field ? { field } : {});
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, ERROR_CODES.rateLimited, 'Too many requests, try again later', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
