import { backoffDelay } from '@kyo/contracts';
import type { z } from 'zod';
import {
  type ProviderFetch,
  type ProviderRequestInit,
  type ProviderResponse,
  undiciFetch,
} from './transport';

export type { ProviderFetch, ProviderResponse } from './transport';

export type ProviderName = 'kick' | 'spotify' | 'discord';
export type ProviderErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'invalid_grant'
  | 'bad_request'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'bad_response';

/** A platform answered badly (or not at all). `kind` is what callers branch on. */
export class ProviderError extends Error {
  constructor(
    public readonly provider: ProviderName,
    public readonly kind: ProviderErrorKind,
    message: string,
    public readonly status?: number,
    public readonly retryAfterMs?: number,
    /** The platform's machine-readable reason, e.g. Spotify's `QUOTA_EXCEEDED` 429 (A7). */
    public readonly reason?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface ProviderHttpOptions {
  timeoutMs: number;
  /** The HTTP client (tests pass `fetch` or a wrapper of it); undici's `request` otherwise. */
  fetch?: ProviderFetch;
  /** Retries for transient failures (network, timeout, 5xx, 429). Only for idempotent calls. */
  retries?: number;
  /** Longest wait honoured from a Retry-After header before giving up. */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: ProviderResponse): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function kindOf(status: number): ProviderErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'bad_request';
}

async function describe(
  response: ProviderResponse,
): Promise<{ message: string; oauthError?: string; reason?: string }> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const nested = body.error as { message?: unknown; reason?: unknown } | string | undefined;
    const oauthError = typeof nested === 'string' ? nested : undefined;
    const reason =
      typeof nested === 'object' && typeof nested?.reason === 'string' ? nested.reason : undefined;
    const message =
      (typeof body.error_description === 'string' && body.error_description) ||
      (typeof nested === 'object' && typeof nested?.message === 'string' && nested.message) ||
      (typeof body.message === 'string' && body.message) ||
      oauthError ||
      response.statusText;
    return { message: String(message), oauthError, reason };
  } catch {
    return { message: text.slice(0, 200) || response.statusText };
  }
}

/**
 * One HTTP call to a platform, with a timeout, bounded retries with backoff for transient
 * failures (honouring Retry-After), and errors mapped to a `ProviderError` kind. Never throws
 * anything else, so a platform outage can be turned into a clear message, not a 500.
 */
export async function providerRequest(
  provider: ProviderName,
  url: string,
  init: ProviderRequestInit,
  options: ProviderHttpOptions,
): Promise<ProviderResponse> {
  const doFetch = options.fetch ?? undiciFetch;
  const sleep = options.sleep ?? defaultSleep;
  const retries = options.retries ?? 0;
  let lastError: ProviderError | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    let response: ProviderResponse;
    try {
      // The caller's signal (a poller shutting down) and the timeout both end the call.
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      response = await doFetch(url, { ...init, signal });
    } catch (error) {
      if (init.signal?.aborted) {
        throw new ProviderError(provider, 'network', `the call to ${provider} was cancelled`);
      }
      const timeout =
        (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      lastError = new ProviderError(
        provider,
        timeout ? 'timeout' : 'network',
        timeout ? `${provider} did not answer in time` : `${provider} could not be reached`,
      );
      if (attempt < retries) await sleep(backoff(attempt));
      continue;
    }
    if (response.ok) return response;
    const { message, oauthError, reason } = await describe(response);
    const wait = retryAfterMs(response);
    const kind: ProviderErrorKind =
      oauthError === 'invalid_grant' ? 'invalid_grant' : kindOf(response.status);
    lastError = new ProviderError(provider, kind, message, response.status, wait, reason);
    const transient = kind === 'unavailable' || kind === 'rate_limited';
    if (!transient || attempt >= retries) break;
    const delay = wait ?? backoff(attempt);
    if (delay > (options.maxRetryAfterMs ?? 5_000)) break;
    await sleep(delay);
  }
  throw lastError!;
}

/** 200 ms, 400 ms, 800 ms … with ±25 % jitter so many clients do not retry in step. */
const backoff = (attempt: number) => backoffDelay(attempt + 1, { baseMs: 200, jitter: 0.25 });

/** Parses a platform's JSON answer with its schema; a surprise shape is a `bad_response`. */
export async function parseJson<T extends z.ZodType>(
  provider: ProviderName,
  response: ProviderResponse,
  schema: T,
): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderError(
      provider,
      'bad_response',
      `${provider} answered something that is not JSON`,
      response.status,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ProviderError(
      provider,
      'bad_response',
      `${provider} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`,
      response.status,
    );
  }
  return parsed.data;
}

export const form = (fields: Record<string, string | undefined>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
  return body;
};

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number;
  scope: string;
}
