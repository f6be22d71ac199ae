import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limit';
import type { ClusterChannel } from '../../platform/redis/redis-channel';
import type { OverlayDirectory } from '../../ports';
import type { Connection } from './connection';
import { DashboardHub } from './dashboard-hub';
import { EventSockets, type EventsAuth } from './event-sockets';
import type { RealtimeLimits } from './limits';
import { ObsDisplays } from './obs-displays';
import { SceneRooms } from './scene-rooms';
import type { SharedStreams } from './shared-streams';
import { RealtimeSockets, type Hello } from './sockets';
import { WidgetDisplays } from './widget-displays';
import { WidgetSlots, type HealthTimes } from './widget-slots';

export type WidgetHealth = HealthTimes & { connections: number };

export interface RealtimeGatewayDeps {
  directory: OverlayDirectory;
  /** Resolves a dashboard's access token; throws a 401 HttpError for a bad one. */
  authenticateToken(token: string): Promise<{ userId: string; sessionId: string }>;
  clock: Clock;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  limits: RealtimeLimits;
  /** Several nodes: the store every widget's stream lives in (numbers, replay). */
  streams?: SharedStreams;
  /** Several nodes: where scene switches and lists of displays in OBS are asked of the others. */
  obsChannel?: ClusterChannel;
  /** How long a scene switch waits for a display's answer. */
  obsTimeoutMs?: number;
  /** The public API's tokens, for the event WebSocket (absent: no event stream). */
  eventsAuth?: EventsAuth;
}

/** What the parts ask of the gateway (its methods, which cluster.ts may override). */
export interface GatewayCallbacks {
  hello(connection: Connection, hello: Hello): Promise<void>;
  closed(connection: Connection): void;
  healthOf(widgetId: string): WidgetHealth;
  storeFailed(error: unknown): void;
  removeScene(sceneId: string): void;
}

/**
 * The first ping comes after half to one interval: sources that reconnect together (after a
 * restart) are pinged apart, so heartbeats never arrive as one burst that delays events.
 */
const firstPingAt = (now: number, interval: number) => now + interval * (0.5 + Math.random() / 2);

/** The parts the gateway (gateway.ts) is made of, wired to each other and to the gateway. */
export function gatewayParts(deps: RealtimeGatewayDeps, gateway: GatewayCallbacks) {
  const { clock, limits, log } = deps;
  const nextPingAt = (now: number) => firstPingAt(now, limits.heartbeatMs);
  const obs = new ObsDisplays({
    now: () => clock.now(),
    ...(deps.obsChannel ? { channel: deps.obsChannel } : {}),
    ...(deps.obsTimeoutMs ? { timeoutMs: deps.obsTimeoutMs } : {}),
  });
  const dashboards = new DashboardHub({
    authenticateToken: (token) => deps.authenticateToken(token),
    perUser: limits.dashboardsPerUser,
    firstPingAt: () => nextPingAt(clock.now()),
    widgetIdsOf: (userId) => deps.directory.widgetIdsOf(userId),
    health: (widgetId) => gateway.healthOf(widgetId),
    intervalMs: limits.healthIntervalMs,
    onError: (error) => log.error({ err: error }, 'realtime: loading dashboard widgets'),
  });
  const slots = new WidgetSlots(
    limits,
    (userId) => dashboards.changed(userId),
    deps.streams && {
      streams: deps.streams,
      gapMs: 100,
      onError: (error) => gateway.storeFailed(error),
    },
  );
  const displays = new WidgetDisplays({
    directory: deps.directory,
    slots,
    clock,
    limits,
    firstPingAt: nextPingAt,
  });
  const whenReady = displays.whenReady.bind(displays);
  const events = new EventSockets({
    slots,
    auth: deps.eventsAuth,
    clock,
    limits,
    log,
    whenReady,
    firstPingAt: nextPingAt,
  });
  const scenes = new SceneRooms({
    directory: deps.directory,
    slots,
    clock,
    limits,
    log,
    whenReady,
    firstPingAt: nextPingAt,
    sendSnapshot: (sink, slot, from, now) => displays.sendSnapshot(sink, slot, from, now),
    removed: (sceneId) => gateway.removeScene(sceneId),
  });
  const sockets = new RealtimeSockets({
    clock,
    limiter: deps.limiter,
    limits,
    log,
    hello: (connection, hello) => gateway.hello(connection, hello),
    obs: (connection, message) =>
      message.type === 'obs' ? obs.report(connection, message) : obs.result(connection, message),
    alive: (connection, now) => {
      if (connection.widgetId) slots.seen(connection.widgetId, now);
      for (const widgetId of connection.layers.keys()) slots.seen(widgetId, now);
    },
    closed: (connection) => gateway.closed(connection),
  });
  return { sockets, obs, dashboards, slots, displays, events, scenes };
}
