import { STATUS_CODES } from 'node:http';
import { request } from 'undici';

/** What a platform call answers: the part of fetch's `Response` the providers read. */
export interface ProviderResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** A call's request: fetch's `RequestInit` as the providers use it. */
export interface ProviderRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  signal?: AbortSignal;
}

/** The platforms' HTTP client: fetch's signature over any transport (tests pass `fetch` itself). */
export type ProviderFetch = (url: string, init: ProviderRequestInit) => Promise<ProviderResponse>;

class BufferedResponse implements ProviderResponse {
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers: { get(name: string): string | null };

  constructor(
    readonly status: number,
    raw: Record<string, string | string[] | undefined>,
    private readonly body: string,
  ) {
    this.ok = status >= 200 && status < 300;
    this.statusText = STATUS_CODES[status] ?? '';
    this.headers = {
      get: (name) => {
        const value = raw[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    };
  }

  text(): Promise<string> {
    return Promise.resolve(this.body);
  }

  json(): Promise<unknown> {
    // As fetch's: a body that is not JSON rejects (a SyntaxError), it does not throw.
    return Promise.resolve(this.body).then((text): unknown => JSON.parse(text));
  }
}

/**
 * One call through undici's `request`: the connection pool fetch uses, without the WHATWG
 * Request, Response and streams fetch builds around every call (4x the CPU per call here:
 * bench/bot/README.md, "The bot's sends"). The answer is read whole (the platforms answer small
 * JSON), so its connection goes back to the pool whether or not the caller reads it. A form body
 * is sent as fetch sends it. An aborted signal rejects with its reason, as fetch does (a
 * `TimeoutError` for `AbortSignal.timeout`); a refused or broken connection rejects with undici's
 * own error, which `providerRequest` maps to `network` as it did fetch's.
 */
export const undiciFetch: ProviderFetch = async (url, init) => {
  let body: string | undefined;
  let headers = init.headers;
  if (init.body instanceof URLSearchParams) {
    body = init.body.toString();
    if (!headers?.['content-type'])
      headers = { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  } else body = init.body;
  const answer = await request(url, {
    method: (init.method ?? 'GET') as 'GET',
    ...(headers ? { headers } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  let text: string;
  try {
    text = await answer.body.text();
  } catch (error) {
    // The signal ended the call while the body came: as fetch, the signal's reason.
    throw init.signal?.aborted ? (init.signal.reason as Error) : error;
  }
  return new BufferedResponse(answer.statusCode, answer.headers, text);
};
