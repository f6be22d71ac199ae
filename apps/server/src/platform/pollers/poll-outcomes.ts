/**
 * What a poll's outcome does to its keys: an answer is stored, the key's next poll planned by
 * the resource (`nextDelay`, never sooner than a second) and its consumers told when it changed;
 * a failure backs the keys off, or pauses the whole resource on a 429 or a spent quota; a missing
 * or dead token parks the keys until one appears, and a dead grant is reported once.
 */
import { backoffDelay } from './backoff';
import {
  type GrantDeadEvent,
  PollError,
  type PollResource,
  type PollerStatus,
  type ResourceHealth,
} from './poll-types';
import type { PollerKey } from './poller-key';

/** No resource polls a key more often than this, whatever its `nextDelay` says. */
export const MIN_DELAY_MS = 1_000;

export interface PollOutcomesDeps {
  now(): number;
  random: () => number;
  log: { error(obj: object, msg: string): void };
  onGrantDead: (event: GrantDeadEvent) => void | Promise<void>;
  /** A fresh answer polled here, for the other nodes (several nodes, poller-service.ts). */
  tell(key: string, value: unknown, at: number): void;
}

export class PollOutcomes<V> {
  /** Token keys already reported dead (reported once until they work again). */
  private readonly dead = new Set<string>();
  private until: number | null = null;
  private reason: ResourceHealth['pauseReason'] = null;

  constructor(
    private readonly resource: PollResource<V>,
    private readonly deps: PollOutcomesDeps,
  ) {}

  /** Until when every key of the resource waits (a 429 or a spent quota), if it does. */
  get pausedUntil(): number | null {
    return this.until;
  }

  /** The pause, while it lasts at `now`. */
  pause(now: number): Pick<ResourceHealth, 'pausedUntil' | 'pauseReason'> {
    const active = this.until !== null && this.until > now;
    return { pausedUntil: active ? this.until : null, pauseReason: active ? this.reason : null };
  }

  endPause(): void {
    this.until = null;
    this.reason = null;
  }

  /** A token works again: if its grant dies later, that is reported again. */
  revived(tokenKey: string): void {
    this.dead.delete(tokenKey);
  }

  succeeded(batch: PollerKey<V>[], answer: Map<string, V>): void {
    const now = this.deps.now();
    this.dead.delete(batch[0]!.tokenKey);
    for (const state of batch) {
      const value = answer.get(state.key);
      if (value === undefined) {
        this.failed([state], new PollError('unavailable', 'the answer left this key out'));
        continue;
      }
      this.accept(state, value, now);
      this.deps.tell(state.key, value, now);
      state.settleWaiters();
    }
  }

  /** A fresh answer (polled here or heard): stored, next poll planned, consumers told. */
  accept(state: PollerKey<V>, value: V, now: number): void {
    const previous = state.value;
    const elapsed = state.fetchedAt === null ? 0 : now - state.fetchedAt;
    const changed =
      previous === undefined ||
      (this.resource.changed
        ? this.resource.changed(previous, value, elapsed)
        : JSON.stringify(previous) !== JSON.stringify(value));
    if (changed) state.sameSince = now;
    state.value = value;
    state.fetchedAt = now;
    state.lastSuccessAt = now;
    state.failures = 0;
    if (state.nextAt !== null || state.inFlight) {
      const delay = this.resource.nextDelay(value, { now, previous, sameSince: state.sameSince });
      state.nextAt = now + (Number.isFinite(delay) ? Math.max(MIN_DELAY_MS, delay) : MIN_DELAY_MS);
    }
    if (state.status !== 'ok' && state.status !== 'idle') this.setStatus(state, 'ok');
    else if (changed) this.notify(state);
  }

  failed(batch: PollerKey<V>[], error: PollError): void {
    const now = this.deps.now();
    if (error.kind === 'grant_dead') return this.park(batch, 'grant_dead', error.message);
    for (const state of batch) {
      state.failures++;
      state.lastErrorAt = now;
      state.lastError = `${error.kind}: ${error.message}`;
    }
    const failures = Math.max(...batch.map((s) => s.failures));
    const { backoff, rateLimitedMs, quotaPauseMs } = this.resource;
    let status: PollerStatus;
    let nextAt: number;
    if (error.kind === 'rate_limited' || error.kind === 'quota_exceeded') {
      // Limits are per app, not per key: every key of this resource waits (docs/platforms/spotify.md A7).
      const wait =
        error.kind === 'quota_exceeded'
          ? Math.max(error.retryAfterMs ?? 0, quotaPauseMs)
          : (error.retryAfterMs ??
            Math.max(rateLimitedMs, backoffDelay(failures, backoff, this.deps.random)));
      this.until = Math.max(this.until ?? 0, now + wait);
      this.reason = error.kind;
      status = error.kind;
      nextAt = this.until;
    } else if (error.kind === 'unavailable') {
      status = 'retrying';
      nextAt = now + backoffDelay(failures, backoff, this.deps.random);
    } else {
      status = 'rejected';
      nextAt = now + backoff.maxMs;
    }
    for (const state of batch) {
      state.nextAt = nextAt;
      this.setStatus(state, status);
      state.settleWaiters();
    }
  }

  /** No usable token: no platform call until one appears (re-checked now and then, or `wake`). */
  park(batch: PollerKey<V>[], status: 'not_connected' | 'grant_dead', why = ''): void {
    const now = this.deps.now();
    const tokenKey = batch[0]!.tokenKey;
    for (const state of batch) {
      state.nextAt = now + this.resource.parkedRecheckMs;
      // A dead grant reads as "no token" on later checks: keep saying why.
      const sticky = status === 'not_connected' && state.status === 'grant_dead';
      this.setStatus(state, sticky ? 'grant_dead' : status);
      state.settleWaiters();
    }
    if (status !== 'grant_dead' || this.dead.has(tokenKey)) return;
    this.dead.add(tokenKey);
    const event = {
      resource: this.resource.name,
      tokenKey,
      keys: batch.map((s) => s.key),
      reason: why,
    };
    Promise.resolve()
      .then(() => this.deps.onGrantDead(event))
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, ...event }, 'grant-dead handler failed'),
      );
  }

  setStatus(state: PollerKey<V>, status: PollerStatus): void {
    if (state.status === status) return;
    state.status = status;
    this.notify(state);
  }

  private notify(state: PollerKey<V>): void {
    const view = state.view();
    for (const listener of state.listeners) {
      try {
        listener(view);
      } catch (error) {
        // A consumer's bug must not stop the poller or the other consumers.
        this.deps.log.error({ err: error, resource: this.resource.name }, 'poller listener failed');
      }
    }
  }
}
