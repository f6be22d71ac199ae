import type { Clock } from '../clock';
import type {
  GrantDeadEvent,
  PollResource,
  PollerHealth,
  ResourceHealth,
  TokenSource,
} from './poll-types';
import { ResourcePoller } from './resource-poller';
import { type Timers, systemTimers } from './timers';
import { WarnOnce } from './warn-once';

export interface PollerLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PollerServiceDeps {
  clock: Clock;
  /** Defaults to real (unref'd) timers; tests pass `ManualTimers` on a `FakeClock`. */
  timers?: Timers;
  log: PollerLog;
  /** Jitter source (tests pin it). */
  random?: () => number;
  /** A refresh found a grant dead: mark the connection "needs reconnect" (connections feature). */
  onGrantDead?: (event: GrantDeadEvent) => void | Promise<void>;
}

export interface PollersHealth {
  resources: ResourceHealth[];
  pollers: PollerHealth[];
}

/**
 * The server's pollers for platforms that push nothing (Kick viewer counts, Spotify's player):
 * one poller per resource key, running only while something wants it, one shared answer for
 * every consumer. See docs/decisions/004-pollers.md for how consumers plug in.
 */
export class PollerService {
  private readonly resources = new Map<string, ResourcePoller<unknown>>();
  private readonly warnOnce: WarnOnce;
  private stopping: Promise<void> | null = null;

  constructor(private readonly deps: PollerServiceDeps) {
    this.warnOnce = new WarnOnce(deps.log);
  }

  /** Adds a resource; the returned poller is how consumers want, read and subscribe to keys. */
  register<V>(resource: PollResource<V>, tokens: TokenSource): ResourcePoller<V> {
    if (this.resources.has(resource.name)) {
      throw new Error(`poll resource ${resource.name} is registered twice`);
    }
    const poller = new ResourcePoller<V>(resource, {
      clock: this.deps.clock,
      timers: this.deps.timers ?? systemTimers,
      tokens,
      warnOnce: this.warnOnce,
      log: this.deps.log,
      random: this.deps.random ?? Math.random,
      onGrantDead: this.deps.onGrantDead ?? (() => undefined),
    });
    this.resources.set(resource.name, poller as ResourcePoller<unknown>);
    if (this.stopping) void poller.stop();
    return poller;
  }

  /** Health of every resource and poller (for /bot/status). */
  health(): PollersHealth {
    const all = [...this.resources.values()].map((r) => r.health());
    return { resources: all.map((h) => h.resource), pollers: all.flatMap((h) => h.pollers) };
  }

  /** How often each kind of surprise (odd answer, unexpected error) has been seen. */
  surprises(): Record<string, number> {
    return this.warnOnce.counts();
  }

  /** Resolves once no platform call is in flight. */
  async whenIdle(): Promise<void> {
    await Promise.all([...this.resources.values()].map((r) => r.whenIdle()));
  }

  /** Shutdown: no new calls; calls in flight are aborted and awaited. Idempotent. */
  stop(): Promise<void> {
    this.stopping ??= Promise.all([...this.resources.values()].map((r) => r.stop())).then(
      () => undefined,
    );
    return this.stopping;
  }
}
