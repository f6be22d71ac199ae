import type { Clock } from '../clock';
import { callPlatform, type PlatformCallDeps } from './poll-call';
import { MIN_DELAY_MS, PollOutcomes } from './poll-outcomes';
import type {
  GrantDeadEvent,
  PollResource,
  PollerHealth,
  PollerShare,
  PollerView,
  ResourceHealth,
  TokenSource,
} from './poll-types';
import { type Listener, PollerKey } from './poller-key';
import { RollingCounter } from './rolling-counter';
import type { Timers } from './timers';
import type { WarnOnce } from './warn-once';

export interface ResourcePollerDeps {
  clock: Clock;
  timers: Timers;
  tokens: TokenSource;
  warnOnce: WarnOnce;
  log: { error(obj: object, msg: string): void };
  random: () => number;
  onGrantDead: (event: GrantDeadEvent) => void | Promise<void>;
  /** Several nodes: one node polls each key, the others hear its answers (poller-service.ts). */
  share?: PollerShare;
}

/** A node that does not poll a key looks again this often whether it should (its poller died). */
const FOLLOW_RECHECK_MS = 1_000;

export interface DemandOptions {
  /** Epoch ms when this demand lapses; omitted: until released. */
  until?: number;
}

export interface ReadOptions {
  /** Why, for health (e.g. `bot:{song}`); renewed by each read. */
  reason: string;
  /** How long this read keeps the poller running (e.g. 5 min after a bot variable). */
  holdMs: number;
  /** A value younger than this is answered at once. */
  maxAgeMs: number;
  /** How long to wait for a fresh answer before answering with what there is. */
  waitMs: number;
}

/**
 * The pollers of one resource: one `PollerKey` per key, what wants it (demand, reads), one timer
 * for the earliest due key, batches of keys per call, concurrency cap, slow token re-checks while
 * a connection is missing or dead. One platform call (its token, one refresh and one retry on a
 * 401) is poll-call.ts's; what its outcome does to the keys (backoff, the resource-wide pause on
 * 429 and spent quotas) poll-outcomes.ts's. Never throws out of a poll: every outcome is a status.
 */
export class ResourcePoller<V> {
  private readonly keys = new Map<string, PollerKey<V>>();
  private readonly calls = new RollingCounter();
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private readonly outcomes: PollOutcomes<V>;
  private readonly platform: PlatformCallDeps<V>;
  private timer: { at: number; cancel: () => void } | null = null;
  private stopped = false;

  constructor(
    readonly resource: PollResource<V>,
    private readonly deps: ResourcePollerDeps,
  ) {
    this.outcomes = new PollOutcomes(resource, {
      now: () => this.now(),
      random: deps.random,
      log: deps.log,
      onGrantDead: deps.onGrantDead,
      tell: (key, value, at) => deps.share?.tell(resource.name, key, value, at),
    });
    this.platform = {
      resource,
      tokens: deps.tokens,
      warnOnce: deps.warnOnce,
      now: () => this.now(),
      stopped: () => this.stopped,
      signal: this.abort.signal,
      calls: this.calls,
    };
  }

  private now(): number {
    return this.deps.clock.now();
  }

  private keyOf(key: string): PollerKey<V> {
    let state = this.keys.get(key);
    if (!state) {
      state = new PollerKey<V>(this.resource.name, key, this.resource.tokenKey(key));
      this.keys.set(key, state);
    }
    return state;
  }

  /** Registers (or renews) one reason to keep `key` polled. */
  demand(key: string, reason: string, options: DemandOptions = {}): void {
    if (this.stopped) return;
    const now = this.now();
    if (options.until !== undefined && options.until <= now) return;
    const state = this.keyOf(key);
    state.demand.set(reason, options.until ?? null);
    this.deps.share?.want(this.resource.name, key);
    if (state.nextAt === null && !state.inFlight) {
      state.nextAt = Math.max(now, state.plannedAt ?? now);
      state.plannedAt = null;
      this.outcomes.setStatus(state, state.resumeStatus);
    }
    this.schedule();
  }

  release(key: string, reason: string): void {
    const state = this.keys.get(key);
    if (!state) return;
    state.demand.delete(reason);
    if (!state.wanted(this.now()) && !state.inFlight) this.goIdle(state);
    this.schedule();
  }

  /** Hears every new answer (or status) of `key`. Does not create demand by itself. */
  subscribe(key: string, listener: Listener<V>): () => void {
    const state = this.keyOf(key);
    state.listeners.add(listener);
    return () => {
      state.listeners.delete(listener);
    };
  }

  current(key: string): PollerView<V> | undefined {
    return this.keys.get(key)?.view();
  }

  /** Whether this node polls `key` (always, on one node; with several, the lease holder). */
  pollsHere(key: string): boolean {
    return this.deps.share?.pollsHere(this.resource.name, key) ?? true;
  }

  /** Another node's fresh answer for `key`: taken as if this node had polled it. */
  hear(key: string, value: V, at: number): void {
    const state = this.keys.get(key);
    if (!state || this.stopped) return;
    if (state.fetchedAt !== null && at <= state.fetchedAt) return;
    this.outcomes.accept(state, value, at);
    state.settleWaiters();
    // A follower looks again soon whether it should poll (the node that polls may die).
    if (state.nextAt !== null && !state.inFlight) {
      state.nextAt = Math.max(state.nextAt, this.now() + FOLLOW_RECHECK_MS);
    }
  }

  /**
   * Demand for a while plus the answer: fresh enough at once, else the next poll's outcome, else
   * (after `waitMs`) whatever is known. For pull-style consumers like `{song}` and `{viewers}`.
   */
  async read(key: string, options: ReadOptions): Promise<PollerView<V>> {
    this.demand(key, options.reason, { until: this.now() + options.holdMs });
    const state = this.keyOf(key);
    const fresh =
      state.status === 'ok' &&
      state.fetchedAt !== null &&
      this.now() - state.fetchedAt <= options.maxAgeMs;
    if (fresh || this.stopped) return state.view();
    // Someone asks now and the answer is old (a paused player is polled every 20 s): look now.
    this.pollSoon(key);
    return new Promise((resolve) => {
      const done = () => {
        cancel();
        state.waiters.delete(done);
        resolve(state.view());
      };
      const cancel = this.deps.timers.after(options.waitMs, done);
      state.waiters.add(done);
    });
  }

  /**
   * A push says the value changed (a webhook: the stream went live or offline): poll now instead
   * of at the planned time, if the key is wanted and not being polled, and not sooner than a
   * second after its last answer (the engine's floor).
   */
  pollSoon(key: string): void {
    const state = this.keys.get(key);
    const now = this.now();
    if (state && !this.pollsHere(key)) return this.deps.share?.askSoon(this.resource.name, key);
    if (!state || this.stopped || state.inFlight || state.nextAt === null || !state.wanted(now))
      return;
    const earliest = (state.fetchedAt ?? 0) + MIN_DELAY_MS;
    if (state.nextAt > Math.max(now, earliest)) state.nextAt = Math.max(now, earliest);
    this.schedule();
  }

  /** A connection came back (reconnected): look for a token now instead of at the next re-check. */
  wake(tokenKey: string): void {
    this.outcomes.revived(tokenKey);
    const now = this.now();
    for (const state of this.keys.values()) {
      if (state.tokenKey !== tokenKey || state.inFlight || !state.wanted(now)) continue;
      if (['not_connected', 'grant_dead', 'rejected'].includes(state.status)) state.nextAt = now;
    }
    this.schedule();
  }

  health(): { resource: ResourceHealth; pollers: PollerHealth[] } {
    const now = this.now();
    const pollers = [...this.keys.values()].map((k) => k.health(now));
    return {
      resource: {
        resource: this.resource.name,
        pollers: pollers.length,
        active: [...this.keys.values()].filter((k) => k.wanted(now)).length,
        callsLastHour: this.calls.lastHour(now),
        ...this.outcomes.pause(now),
      },
      pollers,
    };
  }

  /**
   * Drops the keys nothing has wanted for `idleForMs` (their listeners with them), so a server
   * that ran for weeks keeps no state for channels nobody watches. Returns the keys dropped.
   */
  forgetIdle(idleForMs: number): string[] {
    const now = this.now();
    const dropped: string[] = [];
    for (const [key, state] of this.keys) {
      if (state.inFlight || state.nextAt !== null || state.wanted(now) || state.waiters.size > 0)
        continue;
      const lastActive = Math.max(
        state.lastSuccessAt ?? 0,
        state.lastErrorAt ?? 0,
        state.idleSince,
      );
      if (now - lastActive < idleForMs) continue;
      this.keys.delete(key);
      this.deps.share?.unwant(this.resource.name, key);
      dropped.push(key);
    }
    return dropped;
  }

  /** Resolves once no platform call is in flight (tests; shutdown). */
  async whenIdle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops every poller: no new calls, calls in flight aborted and awaited. Idempotent. */
  async stop(): Promise<void> {
    if (!this.stopped) {
      this.stopped = true;
      this.timer?.cancel();
      this.timer = null;
      this.abort.abort();
    }
    await this.whenIdle();
    for (const state of this.keys.values()) {
      state.nextAt = null;
      state.status = 'stopped';
      state.settleWaiters();
    }
  }

  // ── scheduling ─────────────────────────────────────────────────────────────────────────

  /** Arms the one timer for the earliest thing to do: a due key, a lapsing demand, a pause end. */
  private schedule(): void {
    if (this.stopped) return;
    // At capacity, the next call to finish schedules again (a 0 ms timer here would spin).
    if (this.running.size >= this.resource.maxConcurrent) return;
    let earliest = Infinity;
    for (const state of this.keys.values()) {
      if (state.inFlight) continue;
      if (state.nextAt !== null) earliest = Math.min(earliest, state.nextAt);
      const lapses = state.nextAt !== null ? state.demandLapsesAt() : null;
      if (lapses !== null) earliest = Math.min(earliest, lapses);
    }
    if (earliest === Infinity) {
      this.timer?.cancel();
      this.timer = null;
      return;
    }
    const { pausedUntil } = this.outcomes;
    if (pausedUntil !== null) earliest = Math.max(earliest, pausedUntil);
    // A timer due sooner stays; one already overdue by the clock is armed again (a clock that
    // jumped, as in tests, must not leave the next poll behind a timer set for the old time).
    if (this.timer && this.timer.at <= earliest && this.timer.at > this.now()) return;
    this.timer?.cancel();
    const at = earliest;
    const cancel = this.deps.timers.after(Math.max(0, at - this.now()), () => {
      if (this.timer?.at === at) this.timer = null;
      this.tick();
    });
    this.timer = { at, cancel };
  }

  private tick(): void {
    if (this.stopped) return;
    const now = this.now();
    const { pausedUntil } = this.outcomes;
    if (pausedUntil !== null && now < pausedUntil) return this.schedule();
    this.outcomes.endPause();
    const due: PollerKey<V>[] = [];
    for (const state of this.keys.values()) {
      if (state.inFlight || state.nextAt === null) continue;
      if (!state.wanted(now)) this.goIdle(state);
      else if (state.nextAt <= now && !this.pollsHere(state.key)) {
        // Another node polls it and tells this one: look again soon whether that is still so.
        state.nextAt = now + FOLLOW_RECHECK_MS;
      } else if (state.nextAt <= now) due.push(state);
    }
    due.sort((a, b) => a.nextAt! - b.nextAt!);
    const taken = new Set<PollerKey<V>>();
    for (const first of due) {
      if (this.running.size >= this.resource.maxConcurrent) break;
      if (taken.has(first)) continue;
      const batch = this.batchFor(first, due, taken, now);
      for (const state of batch) taken.add(state);
      this.start(batch);
    }
    this.schedule();
  }

  /** `first` plus due keys of its token, then keys due soon (fills the batch, aligns them). */
  private batchFor(
    first: PollerKey<V>,
    due: PollerKey<V>[],
    taken: Set<PollerKey<V>>,
    now: number,
  ): PollerKey<V>[] {
    const size = this.resource.batchSize;
    const batch = [first];
    const fits = (s: PollerKey<V>) =>
      batch.length < size &&
      s !== first &&
      !taken.has(s) &&
      s.tokenKey === first.tokenKey &&
      this.pollsHere(s.key);
    for (const state of due) if (fits(state)) batch.push(state);
    if (batch.length < size && this.resource.batchWindowMs > 0) {
      const horizon = now + this.resource.batchWindowMs;
      for (const state of this.keys.values()) {
        if (!fits(state) || batch.includes(state) || state.inFlight || state.nextAt === null)
          continue;
        if (state.nextAt <= horizon && state.wanted(now)) batch.push(state);
      }
    }
    return batch;
  }

  private goIdle(state: PollerKey<V>): void {
    this.deps.share?.unwant(this.resource.name, state.key);
    state.idleSince = this.now();
    if (state.nextAt !== null) state.plannedAt = state.nextAt;
    state.nextAt = null;
    if (state.status !== 'idle') state.resumeStatus = state.status;
    this.outcomes.setStatus(state, 'idle');
    state.settleWaiters();
  }

  // ── one platform call ──────────────────────────────────────────────────────────────────

  private start(batch: PollerKey<V>[]): void {
    for (const state of batch) state.inFlight = true;
    const work = this.poll(batch)
      .catch((error: unknown) => {
        // A bug in a resource (nextDelay, changed) must neither kill the poller nor make it
        // spin on a due time in the past: wait the longest backoff and try again.
        this.deps.log.error({ err: error, resource: this.resource.name }, 'poller bug');
        for (const state of batch) {
          state.nextAt = this.now() + this.resource.backoff.maxMs;
          this.outcomes.setStatus(state, 'retrying');
        }
      })
      .finally(() => {
        this.running.delete(work);
        for (const state of batch) state.inFlight = false;
        this.schedule();
      });
    this.running.add(work);
  }

  private async poll(batch: PollerKey<V>[]): Promise<void> {
    const outcome = await callPlatform(batch, this.platform);
    switch (outcome.kind) {
      case 'answered':
        return this.outcomes.succeeded(batch, outcome.answer);
      case 'failed':
        return this.outcomes.failed(batch, outcome.error);
      case 'not_connected':
        return this.outcomes.park(batch, 'not_connected');
      case 'stopped':
        return;
    }
  }
}
