import type { Clock } from '../clock';
import type {
  GrantDeadEvent,
  PollResource,
  PollerHealth,
  PollerShare,
  ResourceHealth,
  TokenSource,
} from './poll-types';
import { z } from 'zod';
import { ResourcePoller } from './resource-poller';
import type { Leases } from '../leases';
import type { ClusterChannel } from '../redis/redis-channel';
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
  /**
   * Several nodes: each key is polled by the node that holds its lease (`poll:{resource}:{key}`,
   * competed for while the node wants the key), which tells the others its answers.
   */
  share?: { leases: Leases; channel: ClusterChannel };
}

const heardSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('answer'),
    resource: z.string(),
    key: z.string(),
    value: z.unknown(),
    at: z.number(),
  }),
  z.object({ kind: z.literal('soon'), resource: z.string(), key: z.string() }),
]);

const leaseOf = (resource: string, key: string) => `poll:${resource}:${key}`;

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

  private readonly share: PollerShare | undefined;

  constructor(private readonly deps: PollerServiceDeps) {
    this.warnOnce = new WarnOnce(deps.log);
    const shared = deps.share;
    if (shared) {
      this.share = {
        pollsHere: (resource, key) => shared.leases.holds(leaseOf(resource, key)),
        want: (resource, key) => shared.leases.want(leaseOf(resource, key)),
        unwant: (resource, key) => shared.leases.unwant(leaseOf(resource, key)),
        tell: (resource, key, value, at) =>
          shared.channel.publish({ kind: 'answer', resource, key, value, at }),
        askSoon: (resource, key) => shared.channel.publish({ kind: 'soon', resource, key }),
      };
    }
  }

  /** Several nodes: starts hearing the answers of the keys other nodes poll. */
  async listen(): Promise<void> {
    await this.deps.share?.channel.listen(
      (raw) => {
        const parsed = heardSchema.safeParse(raw);
        if (!parsed.success) return;
        const message = parsed.data;
        const poller = this.resources.get(message.resource);
        if (!poller) return;
        if (message.kind === 'soon') {
          if (poller.pollsHere(message.key)) poller.pollSoon(message.key);
        } else poller.hear(message.key, message.value, message.at);
      },
      () => undefined,
    );
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
      ...(this.share ? { share: this.share } : {}),
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
    this.stopping ??= Promise.all([...this.resources.values()].map((r) => r.stop())).then(() =>
      this.deps.share?.channel.close(),
    );
    return this.stopping;
  }
}
