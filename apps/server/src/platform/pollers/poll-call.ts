/**
 * One platform call for a batch of keys that share a token: the token asked for afresh, one
 * forced refresh and one retry on a 401, and every failure named as a `PollError`. It answers
 * what happened; what that does to the keys is poll-outcomes.ts's.
 */
import { PollError, type PollResource, type TokenSource } from './poll-types';
import type { PollerKey } from './poller-key';
import type { RollingCounter } from './rolling-counter';
import type { WarnOnce } from './warn-once';

export type CallOutcome<V> =
  | { kind: 'answered'; answer: Map<string, V> }
  | { kind: 'failed'; error: PollError }
  /** No connection (or it needs reconnecting): no token to call with. */
  | { kind: 'not_connected' }
  /** The poller stopped meanwhile: nothing to record. */
  | { kind: 'stopped' };

export interface PlatformCallDeps<V> {
  resource: PollResource<V>;
  tokens: TokenSource;
  warnOnce: WarnOnce;
  now(): number;
  stopped(): boolean;
  /** Aborted when the poller stops. */
  signal: AbortSignal;
  /** The resource's calls (a batch counts once). */
  calls: RollingCounter;
}

export async function callPlatform<V>(
  batch: PollerKey<V>[],
  deps: PlatformCallDeps<V>,
): Promise<CallOutcome<V>> {
  const tokenKey = batch[0]!.tokenKey;
  const { tokens } = deps;
  let token: string | null;
  try {
    token = await tokens.get(tokenKey);
  } catch (error) {
    return { kind: 'failed', error: asPollError(error, deps) };
  }
  if (deps.stopped()) return { kind: 'stopped' };
  if (token === null) return { kind: 'not_connected' };
  let answer: Map<string, V>;
  try {
    answer = await call(batch, token, deps);
  } catch (error) {
    const first = asPollError(error, deps);
    if (first.kind !== 'unauthorized' || deps.stopped()) return { kind: 'failed', error: first };
    // 401: the platform dropped the token early. One forced refresh, one retry (docs/platforms/kick.md §3).
    try {
      token = await tokens.refresh(tokenKey);
      if (deps.stopped()) return { kind: 'stopped' };
      if (token === null) return { kind: 'not_connected' };
      answer = await call(batch, token, deps);
    } catch (retryError) {
      const second = asPollError(retryError, deps);
      return {
        kind: 'failed',
        error:
          second.kind === 'unauthorized'
            ? new PollError('rejected', `token refused right after a refresh: ${second.message}`)
            : second,
      };
    }
  }
  if (deps.stopped()) return { kind: 'stopped' };
  return { kind: 'answered', answer };
}

function call<V>(
  batch: PollerKey<V>[],
  token: string,
  deps: PlatformCallDeps<V>,
): Promise<Map<string, V>> {
  const { resource } = deps;
  const now = deps.now();
  deps.calls.add(now);
  for (const state of batch) state.calls.add(now);
  return resource.fetch(
    batch.map((s) => s.key),
    token,
    {
      signal: deps.signal,
      warnOnce: (kind, detail, message) =>
        deps.warnOnce.warn(`${resource.name}:${kind}`, detail, message),
    },
  );
}

/** A failure the resource did not name (a bug, a surprise) is `unavailable`, warned once. */
function asPollError<V>(error: unknown, deps: PlatformCallDeps<V>): PollError {
  if (error instanceof PollError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const { name } = deps.resource;
  deps.warnOnce.warn(
    `${name}:unexpected:${message.slice(0, 80)}`,
    { err: error, resource: name },
    'poller met an unexpected error; retrying with backoff',
  );
  return new PollError('unavailable', message);
}
