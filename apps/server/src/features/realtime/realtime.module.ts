import websocket from '@fastify/websocket';
import { EVENTS_PATH, REALTIME_PATH, type ApiError } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import type { OverlayDirectory } from '../../ports';
import type { ClusterChannel } from '../../platform/redis/redis-channel';
import { ClusteredGateway } from './cluster';
import { RealtimeGateway } from './gateway';
import type { EventsAuth } from './event-sockets';
import { DEFAULT_LIMITS, type RealtimeLimits } from './limits';
import type { SharedStreams } from './shared-streams';

export interface RealtimeModuleDeps {
  directory: OverlayDirectory;
  /** Resolves a dashboard's access token to its user (the accounts feature). */
  authenticateToken(token: string): Promise<{ userId: string; sessionId: string }>;
  limits?: Partial<RealtimeLimits>;
  /** The public API's tokens: with it, the event WebSocket answers on EVENTS_PATH. */
  eventsAuth?: EventsAuth;
  /**
   * Several nodes: the channel to the others (Redis), through which events and realtime effects
   * travel, and the store of every widget's stream (numbers and replay the same on every node).
   */
  cluster?: { channel: ClusterChannel; streams(limits: RealtimeLimits): SharedStreams };
  /** How long a scene switch waits for a display in OBS (tests shorten it). */
  obsTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime gateway (tests drive its housekeeping tick by hand). */
    realtime: RealtimeGateway;
  }
}

/**
 * The realtime gateway on REALTIME_PATH: one WebSocket endpoint for overlays and dashboards
 * (docs/realtime.md). Returns the gateway, through which the widgets feature publishes.
 */
export async function registerRealtime(
  ctx: FeatureContext,
  deps: RealtimeModuleDeps,
): Promise<RealtimeGateway> {
  const { app } = ctx;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const gatewayDeps = {
    directory: deps.directory,
    authenticateToken: (token: string) => deps.authenticateToken(token),
    clock: ctx.clock,
    limiter: ctx.limiter,
    log: app.log,
    limits,
    ...(ctx.clusterChannel ? { obsChannel: ctx.clusterChannel('obs') } : {}),
    ...(deps.obsTimeoutMs ? { obsTimeoutMs: deps.obsTimeoutMs } : {}),
    ...(deps.eventsAuth ? { eventsAuth: deps.eventsAuth } : {}),
  };
  const cluster = deps.cluster;
  let gateway: RealtimeGateway;
  if (cluster) {
    const clustered = new ClusteredGateway(
      { ...gatewayDeps, streams: cluster.streams(limits) },
      cluster.channel,
    );
    await clustered.listen();
    app.addHook('onClose', () => cluster.channel.close());
    gateway = clustered;
  } else {
    gateway = new RealtimeGateway(gatewayDeps);
  }
  app.decorate('realtime', gateway);
  await gateway.obs.listen();
  if (gatewayDeps.obsChannel) app.addHook('onClose', () => gatewayDeps.obsChannel!.close());
  const stopSessions = ctx.bus.subscribe(
    'session.ended',
    ({ userId, sessionId, exceptSessionId }) => {
      gateway.endSessions(userId, {
        ...(sessionId ? { sessionId } : {}),
        ...(exceptSessionId ? { exceptSessionId } : {}),
      });
    },
  );
  app.addHook('onClose', async () => stopSessions());

  // Registered before the plugin's own preClose (which closes without a code), so clients are
  // told the server restarts and reconnect to the next process.
  app.addHook('preClose', async () => gateway.close());
  await app.register(websocket, {
    options: { maxPayload: limits.maxMessageBytes, perMessageDeflate: false },
    // ws already answers protocol errors (bad UTF-8, oversized message) with a close frame.
    errorHandler: (error, _socket, request) => request.log.debug({ err: error }, 'socket error'),
  });

  const tick = setInterval(() => gateway.tick(), limits.tickMs);
  tick.unref();
  app.addHook('onClose', async () => clearInterval(tick));

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    handler: async (_request, reply) => {
      const body: ApiError = {
        error: 'upgrade_required',
        message: `${REALTIME_PATH} is a WebSocket endpoint`,
      };
      return reply.status(426).send(body);
    },
    wsHandler: (socket, request) => gateway.accept(socket, request.ip),
  });
  if (deps.eventsAuth) {
    const eventsOnly = new Set(['events']);
    app.route({
      method: 'GET',
      url: EVENTS_PATH,
      handler: async (_request, reply) => {
        const body: ApiError = {
          error: 'upgrade_required',
          message: `${EVENTS_PATH} is a WebSocket endpoint`,
        };
        return reply.status(426).send(body);
      },
      wsHandler: (socket, request) => gateway.accept(socket, request.ip, eventsOnly),
    });
  }
  return gateway;
}
