import { backoffDelay, type ModerationProblem } from '@kyo/contracts';
import { KeyedQueue } from '../../platform/keyed-queue';
import type { ChannelRateLimiter } from '../../platform/token-bucket';
import { ProviderError } from '../../providers/http';
import type { KickApi } from '../../providers/kick/kick-api';

/** What Kick answered to one moderation call, after retries. */
export interface KickAnswer {
  ok: boolean;
  /** The HTTP status of the last answer (204/200 on success), null when none came. */
  status: number | null;
  problem: ModerationProblem | null;
}

export interface KickModerationDeps {
  api?: KickApi;
  /** Calls Kick with the streamer's token (one refresh and retry on a 401); null: not connected. */
  withToken<T>(ownerId: string, call: (token: string) => Promise<T>): Promise<{ value: T } | null>;
  /** The scopes the streamer granted, or null when the connection never recorded them. */
  grantedScopes(ownerId: string): Promise<string[] | null>;
  /** Pace per channel (every node's calls together, with Redis). */
  pace: ChannelRateLimiter;
  onError(error: unknown, ownerId: string): void;
  sleep?: (ms: number) => Promise<void>;
}

export const DELETE_SCOPE = 'moderation:chat_message:manage';
export const BAN_SCOPE = 'moderation:ban';

/** Tries per call: 429 and 5xx (and no answer) are tried again, twice, then given up. */
const ATTEMPTS = 3;
/** A Retry-After longer than this is not waited for: the action would come far too late. */
const MAX_WAIT_MS = 30_000;
/** Calls waiting per channel; a raid beyond this is logged as skipped, never queued without end. */
const MAX_QUEUED = 200;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
/** 1 s, 2 s, 4 s … with ±20 % jitter. */
const backoff = (attempt: number) => backoffDelay(attempt, { baseMs: 1_000, jitter: 0.2 });

/**
 * Kick's moderation calls for a channel: one at a time (a 429's wait holds the channel's next
 * calls too, so a raid never turns into a storm of calls), paced, retried within limits, and
 * answered as a `KickAnswer` that the log shows.
 */
export class KickModeration {
  private readonly queue: KeyedQueue;
  private readonly queued = new Map<string, number>();
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: KickModerationDeps) {
    this.queue = new KeyedQueue((error, ownerId) => deps.onError(error, ownerId));
    this.sleep = deps.sleep ?? realSleep;
  }

  deleteMessage(ownerId: string, messageId: string): Promise<KickAnswer> {
    return this.call(ownerId, DELETE_SCOPE, (api, token) =>
      api.deleteChatMessage(token, messageId).then(() => 204),
    );
  }

  /** A timeout (`minutes`) or, with null, a permanent ban. */
  restrict(
    ownerId: string,
    target: { broadcasterUserId: number; userId: number },
    minutes: number | null,
    reason: string,
  ): Promise<KickAnswer> {
    return this.call(ownerId, BAN_SCOPE, (api, token) =>
      api
        .ban(token, { ...target, ...(minutes !== null ? { duration: minutes } : {}), reason })
        .then(() => 200),
    );
  }

  lift(
    ownerId: string,
    target: { broadcasterUserId: number; userId: number },
  ): Promise<KickAnswer> {
    return this.call(ownerId, BAN_SCOPE, (api, token) => api.unban(token, target).then(() => 200));
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }

  private async call(
    ownerId: string,
    scope: string,
    request: (api: KickApi, token: string) => Promise<number>,
  ): Promise<KickAnswer> {
    const waiting = this.queued.get(ownerId) ?? 0;
    if (waiting >= MAX_QUEUED) return { ok: false, status: null, problem: 'busy' };
    this.queued.set(ownerId, waiting + 1);
    let answer: KickAnswer = { ok: false, status: null, problem: 'error' };
    await this.queue.run(ownerId, async () => {
      try {
        answer = await this.attempt(ownerId, scope, request);
      } finally {
        const left = (this.queued.get(ownerId) ?? 1) - 1;
        if (left > 0) this.queued.set(ownerId, left);
        else this.queued.delete(ownerId);
      }
    });
    return answer;
  }

  private async attempt(
    ownerId: string,
    scope: string,
    request: (api: KickApi, token: string) => Promise<number>,
  ): Promise<KickAnswer> {
    const api = this.deps.api;
    if (!api) return { ok: false, status: null, problem: 'not_connected' };
    const scopes = await this.deps.grantedScopes(ownerId);
    if (scopes && !scopes.includes(scope))
      return { ok: false, status: null, problem: 'missing_scope' };
    for (let attempt = 1; ; attempt++) {
      const wait = await this.deps.pace.reserveShared(`mod:${ownerId}`);
      if (wait > 0) await this.sleep(wait);
      try {
        const done = await this.deps.withToken(ownerId, (token) => request(api, token));
        if (!done) return { ok: false, status: 401, problem: 'not_connected' };
        return { ok: true, status: done.value, problem: null };
      } catch (error) {
        if (!(error instanceof ProviderError)) {
          this.deps.onError(error, ownerId);
          return { ok: false, status: null, problem: 'error' };
        }
        const answer = answerOf(error);
        const transient =
          error.kind === 'rate_limited' ||
          error.kind === 'unavailable' ||
          error.kind === 'timeout' ||
          error.kind === 'network';
        if (!transient || attempt >= ATTEMPTS) return answer;
        const delay = error.retryAfterMs ?? backoff(attempt);
        if (delay > MAX_WAIT_MS) return answer;
        await this.sleep(delay);
      }
    }
  }
}

function answerOf(error: ProviderError): KickAnswer {
  const status = error.status ?? null;
  switch (error.kind) {
    case 'forbidden':
      return { ok: false, status, problem: 'forbidden' };
    case 'not_found':
      return { ok: false, status, problem: 'not_found' };
    case 'rate_limited':
      return { ok: false, status, problem: 'rate_limited' };
    case 'unavailable':
    case 'timeout':
    case 'network':
      return { ok: false, status, problem: 'unavailable' };
    case 'unauthorized':
    case 'invalid_grant':
      return { ok: false, status, problem: 'not_connected' };
    default:
      return { ok: false, status, problem: 'rejected' };
  }
}
