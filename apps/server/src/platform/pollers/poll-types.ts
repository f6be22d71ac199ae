/**
 * The contract between the generic poller engine and a polled resource (a user's Spotify player,
 * Kick channels). The engine knows nothing of any platform: a resource says how to fetch a batch
 * of keys, how long to wait after an answer, and turns its platform's failures into `PollError`s.
 */

export type PollErrorKind =
  /** 401: the engine refreshes the token once and retries once. */
  | 'unauthorized'
  /** 429: everything of this resource waits `retryAfterMs` (or a backoff when absent). */
  | 'rate_limited'
  /** The app's quota is spent (Spotify's `QUOTA_EXCEEDED`): the resource pauses for long. */
  | 'quota_exceeded'
  /** 5xx, timeouts, network errors, unreadable answers: backoff with jitter. */
  | 'unavailable'
  /** 403 and other refusals that retrying soon will not fix: slow retries. */
  | 'rejected'
  /** The refresh token is dead: the user must connect again. */
  | 'grant_dead';

export class PollError extends Error {
  constructor(
    public readonly kind: PollErrorKind,
    message: string,
    public readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PollError';
  }
}

/**
 * How a resource gets its access tokens. `get` already refreshes before expiry (the connections
 * service does); `refresh` forces one refresh after a 401. Both answer null when there is no
 * connection (or it needs reconnecting) and throw `PollError('grant_dead')` when a refresh finds
 * the grant dead. Never cache a token across polls: ask every time (it is a memory/DB read).
 */
export interface TokenSource {
  get(tokenKey: string): Promise<string | null>;
  refresh(tokenKey: string): Promise<string | null>;
}

export interface FetchContext {
  /** Aborted when the service stops. */
  signal: AbortSignal;
  /** Logs the first occurrence of each `kind` at warn level, later ones not at all. */
  warnOnce(kind: string, detail: object, message: string): void;
}

export interface ScheduleContext<V> {
  now: number;
  /** The value before this one, if any. */
  previous: V | undefined;
  /** Since when the value has been "the same" (per `changed`): e.g. nothing playing for 10 min. */
  sameSince: number;
}

export interface BackoffPolicy {
  /** First wait after a failure. */
  baseMs: number;
  /** Longest wait; also how stale a value can get after the platform recovers. */
  maxMs: number;
}

export interface PollResource<V> {
  /** Unique name, e.g. `spotify.now-playing`. */
  readonly name: string;
  /** Keys per platform call (Kick channels: 50); 1: no batching. */
  readonly batchSize: number;
  /**
   * A batch call also takes keys due within this window (fills batches, aligns schedules so keys
   * keep travelling together). 0 for unbatched resources.
   */
  readonly batchWindowMs: number;
  /** Platform calls of this resource in flight at once. */
  readonly maxConcurrent: number;
  readonly backoff: BackoffPolicy;
  /** Wait after a 429 without Retry-After, before backoff doubling (Kick sends none). */
  readonly rateLimitedMs: number;
  /** Pause after a spent quota when the platform gives no Retry-After. */
  readonly quotaPauseMs: number;
  /** How often a key without a usable token looks for one again (a DB read, no platform call). */
  readonly parkedRecheckMs: number;
  /** Which token a key needs; keys of one token key share batches. */
  tokenKey(key: string): string;
  /** One platform call for these keys (at most `batchSize`), each answered. */
  fetch(keys: string[], token: string, ctx: FetchContext): Promise<Map<string, V>>;
  /** The wait until the next poll after a good answer: the adaptive interval. */
  nextDelay(value: V, ctx: ScheduleContext<V>): number;
  /** Whether subscribers hear about `next` (default: its JSON differs). */
  changed?(previous: V, next: V, elapsedMs: number): boolean;
}

export type PollerStatus =
  /** Wanted, no answer yet. */
  | 'starting'
  | 'ok'
  /** 5xx/timeout/unreadable answer: retrying with backoff (the last value is kept). */
  | 'retrying'
  | 'rate_limited'
  | 'quota_exceeded'
  /** Refused (403 or a 401 after a refresh): slow retries. */
  | 'rejected'
  /** No connection (or it needs reconnecting): no platform call, a token re-check now and then. */
  | 'not_connected'
  | 'grant_dead'
  /** Nothing wants it: no calls. */
  | 'idle'
  | 'stopped';

/** What a subscriber sees: the shared answer and how fresh and healthy it is. */
export interface PollerView<V> {
  resource: string;
  key: string;
  status: PollerStatus;
  /** The last good answer, kept through failures (an overlay shows its last good state). */
  value: V | undefined;
  fetchedAt: number | null;
}

export interface PollerHealth {
  resource: string;
  key: string;
  status: PollerStatus;
  demand: Array<{ reason: string; until: number | null }>;
  subscribers: number;
  lastSuccessAt: number | null;
  lastErrorAt: number | null;
  lastError: string | null;
  nextPollAt: number | null;
  /** Platform calls that included this key in the last hour. */
  callsLastHour: number;
  consecutiveFailures: number;
}

export interface ResourceHealth {
  resource: string;
  pollers: number;
  /** Pollers with demand right now. */
  active: number;
  /** Platform calls of the whole resource in the last hour (a batch counts once). */
  callsLastHour: number;
  /** Set while the whole resource waits out a 429 or a spent quota. */
  pausedUntil: number | null;
  pauseReason: 'rate_limited' | 'quota_exceeded' | null;
}

export interface GrantDeadEvent {
  resource: string;
  tokenKey: string;
  keys: string[];
  reason: string;
}

/** How several nodes share a resource's keys (leases and a cluster channel, poller-service.ts). */
export interface PollerShare {
  /** Whether this node polls `key` now (holds its lease); if not, another node does and tells. */
  pollsHere(resource: string, key: string): boolean;
  /** This node wants `key` polled (it competes to poll it), or no longer does. */
  want(resource: string, key: string): void;
  unwant(resource: string, key: string): void;
  /** A fresh answer, for the other nodes. */
  tell(resource: string, key: string, value: unknown, at: number): void;
  /** Asks the node that polls `key` to poll it soon (a webhook this node received). */
  askSoon(resource: string, key: string): void;
}
