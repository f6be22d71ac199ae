import type { PollerHealth, PollerStatus, PollerView } from './poll-types';
import { RollingCounter } from './rolling-counter';

export type Listener<V> = (view: PollerView<V>) => void;

/** Everything the engine tracks about one polled key (one channel, one Spotify user). */
export class PollerKey<V> {
  /** reason → until (epoch ms), or null: until released. */
  readonly demand = new Map<string, number | null>();
  readonly listeners = new Set<Listener<V>>();
  /** `read()` calls waiting for the next outcome. */
  readonly waiters = new Set<() => void>();
  readonly calls = new RollingCounter();
  value: V | undefined;
  fetchedAt: number | null = null;
  sameSince = 0;
  status: PollerStatus = 'starting';
  /** Status to return to when demand comes back after an idle spell. */
  resumeStatus: PollerStatus = 'starting';
  /** When the next poll is due; null: not scheduled (idle, stopped). */
  nextAt: number | null = null;
  /** The schedule kept while idle: demand that comes back soon does not poll early. */
  plannedAt: number | null = null;
  inFlight = false;
  /** When it last went idle (nothing wanted it). */
  idleSince = 0;
  failures = 0;
  lastSuccessAt: number | null = null;
  lastErrorAt: number | null = null;
  lastError: string | null = null;

  constructor(
    readonly resource: string,
    readonly key: string,
    readonly tokenKey: string,
  ) {}

  /** Drops lapsed demand; true while something still wants this key. */
  wanted(now: number): boolean {
    for (const [reason, until] of this.demand) {
      if (until !== null && until <= now) this.demand.delete(reason);
    }
    return this.demand.size > 0;
  }

  /** The earliest time a demand lapses, if any does. */
  demandLapsesAt(): number | null {
    let earliest: number | null = null;
    for (const until of this.demand.values()) {
      if (until !== null && (earliest === null || until < earliest)) earliest = until;
    }
    return earliest;
  }

  view(): PollerView<V> {
    return {
      resource: this.resource,
      key: this.key,
      status: this.status,
      value: this.value,
      fetchedAt: this.fetchedAt,
    };
  }

  health(now: number): PollerHealth {
    return {
      resource: this.resource,
      key: this.key,
      status: this.status,
      demand: [...this.demand].map(([reason, until]) => ({ reason, until })),
      subscribers: this.listeners.size,
      lastSuccessAt: this.lastSuccessAt,
      lastErrorAt: this.lastErrorAt,
      lastError: this.lastError,
      nextPollAt: this.nextAt,
      callsLastHour: this.calls.lastHour(now),
      consecutiveFailures: this.failures,
    };
  }

  /** Wakes every `read()` waiting on this key. */
  settleWaiters(): void {
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const done of waiting) done();
  }
}
