import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedAddress, RefusedAddress, type Resolver } from './ssrf-guard';

export interface PostOptions {
  allowPrivate: boolean;
  resolve: Resolver;
  /** Connect, headers and body: the whole exchange. */
  timeoutMs: number;
  /** The answer's body is read up to this many bytes. */
  maxBytes: number;
}

export interface PostResult {
  /** The receiver's HTTP status, when it answered. */
  status: number | null;
  ok: boolean;
  /** Why it failed (refused address, timeout, a redirect, the receiver's error), or null. */
  error: string | null;
  /** The start of the answer's body (for the log). */
  excerpt: string | null;
  durationMs: number;
}

const EXCERPT_BYTES = 2048;

/**
 * POSTs one webhook. The address is checked first (ssrf-guard) and the socket connects to that
 * very address (a lookup function that answers it; TLS still checks the certificate against the
 * host name). Redirects are not followed (a 3xx is a failure naming where it pointed), the whole
 * exchange has one deadline, and the answer's body is read only up to a cap.
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
  now: () => number,
): Promise<PostResult> {
  const started = now();
  const done = (result: Omit<PostResult, 'durationMs'>): PostResult => ({
    ...result,
    durationMs: Math.max(0, Math.round(now() - started)),
  });
  const target = new URL(url);
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await checkedAddress(target, options);
  } catch (error) {
    const message =
      error instanceof RefusedAddress
        ? error.message
        : `${target.hostname} could not be resolved (${(error as Error).message})`;
    return done({ status: null, ok: false, error: message, excerpt: null });
  }
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all)
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
        null,
        [pinned],
      );
    else callback(null, pinned.address, pinned.family);
  };
  const payload = Buffer.from(body, 'utf8');
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(done(result));
    };
    const req = send(
      target,
      {
        method: 'POST',
        lookup,
        agent: false,
        headers: { ...headers, 'content-length': String(payload.length) },
      },
      (res) => readAnswer(res, options.maxBytes, finish, () => req.destroy()),
    );
    const deadline = setTimeout(() => {
      finish({
        status: null,
        ok: false,
        error: `No answer within ${Math.round(options.timeoutMs / 1000)} s`,
        excerpt: null,
      });
      req.destroy();
    }, options.timeoutMs);
    deadline.unref();
    req.on('error', (error) =>
      finish({ status: null, ok: false, error: connectionError(error), excerpt: null }),
    );
    req.end(payload);
  });
}

function readAnswer(
  res: IncomingMessage,
  maxBytes: number,
  finish: (result: Omit<PostResult, 'durationMs'>) => void,
  abort: () => void,
): void {
  const status = res.statusCode ?? 0;
  const chunks: Buffer[] = [];
  let size = 0;
  const complete = (truncated: boolean) => {
    const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null;
    const ok = status >= 200 && status < 300;
    let error: string | null = null;
    if (status >= 300 && status < 400)
      error = `Redirects are not followed (${status} to ${res.headers.location ?? 'nowhere'})`;
    else if (!ok) error = `The receiver answered ${status}`;
    else if (truncated) error = `The answer was cut at ${maxBytes} bytes`;
    finish({ status, ok, error, excerpt });
  };
  res.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxBytes) {
      chunks.push(chunk);
      return;
    }
    chunks.push(chunk.subarray(0, Math.max(0, chunk.length - (size - maxBytes))));
    complete(true);
    abort();
  });
  res.on('end', () => complete(false));
  res.on('error', () => complete(true));
}

function connectionError(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'The connection was refused';
    case 'ECONNRESET':
      return 'The connection was reset';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'The host cannot be reached';
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `The TLS certificate was refused (${error.code})`;
    default:
      return error.code
        ? `The request failed (${error.code})`
        : `The request failed: ${error.message}`;
  }
}
