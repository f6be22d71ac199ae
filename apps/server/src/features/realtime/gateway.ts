import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  CLOSE_CODES,
  clientMessageSchema,
  findUnsafeText,
  widgetContracts,
  type ClientMessage,
  type WidgetEvent,
  type WidgetTypeContract,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { HttpError } from '../../platform/http/http-error';
import type { RateLimiter } from '../../platform/rate-limit';
import { Connection, LayerSink, SERVICE_RESTART } from './connection';
import { DashboardHub } from './dashboard-hub';
import {
  pingFrame,
  RELOAD_FRAME,
  SKIP_FRAME,
  settingsFrame,
  sceneFrame,
  snapshotFrame,
  stateFrame,
  type Frame,
} from './frames';
import type { RealtimeLimits } from './limits';
import type {
  OverlayDirectory,
  OverlayGateway,
  OverlayGrant,
  OverlayHealth,
  SceneGrant,
} from '../../ports';
import type { SharedStreams } from './shared-streams';
import { ObsDisplays } from './obs-displays';
import type { ClusterChannel } from '../../platform/redis/redis-channel';
import { WidgetSlots, type HealthTimes, type WidgetSlot } from './widget-slots';
import { EventSockets, type EventsAuth } from './event-sockets';

export type WidgetHealth = HealthTimes & { connections: number };

type OverlayHello = Extract<ClientMessage, { role: 'overlay' }>;
type DashboardHello = Extract<ClientMessage, { role: 'dashboard' }>;
type SceneHello = Extract<ClientMessage, { role: 'scene' }>;

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

/** The roles a socket on the overlays' and dashboards' endpoint may take. */
export const REALTIME_ROLES: ReadonlySet<string> = new Set(['overlay', 'scene', 'dashboard']);

const INTERNAL_ERROR = 1011;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
/**
 * The first ping comes after half to one interval: sources that reconnect together (after a
 * restart) are pinged apart, so heartbeats never arrive as one burst that delays events.
 */
const firstPingAt = (now: number, interval: number) => now + interval * (0.5 + Math.random() / 2);

/**
 * The realtime gateway: accepts sockets, checks every message against the contract, answers an
 * overlay's hello with a snapshot (and what it missed), a dashboard's with health, keeps sockets
 * honest with heartbeats and limits, and fans widget events out to overlays.
 */
export class RealtimeGateway implements OverlayGateway {
  private readonly connections = new Set<Connection>();
  private readonly perIp = new Map<string, number>();
  private readonly slots: WidgetSlots;
  private readonly dashboards: DashboardHub;
  /** Scene displays by scene, with the scene's key and the newest revision they were sent. */
  private readonly scenes = new Map<
    string,
    { key: string; rev: number; sockets: Set<Connection> }
  >();
  /** Deleted scenes: a lookup that raced the delete cannot attach afterwards. */
  private readonly removedScenes = new Set<string>();
  /** The displays running in OBS and the scene switches they run (channel points, !scene). */
  readonly obs: ObsDisplays;
  private readonly events: EventSockets;

  constructor(private readonly deps: RealtimeGatewayDeps) {
    this.obs = new ObsDisplays({
      now: () => deps.clock.now(),
      ...(deps.obsChannel ? { channel: deps.obsChannel } : {}),
      ...(deps.obsTimeoutMs ? { timeoutMs: deps.obsTimeoutMs } : {}),
    });
    this.dashboards = new DashboardHub({
      widgetIdsOf: (userId) => deps.directory.widgetIdsOf(userId),
      health: (widgetId) => this.healthOf(widgetId),
      intervalMs: deps.limits.healthIntervalMs,
      onError: (error) => deps.log.error({ err: error }, 'realtime: loading dashboard widgets'),
    });
    this.slots = new WidgetSlots(
      deps.limits,
      (userId) => this.dashboards.changed(userId),
      deps.streams && {
        streams: deps.streams,
        gapMs: 100,
        onError: (error) => this.storeFailed(error),
      },
    );
    this.events = new EventSockets({
      slots: this.slots,
      auth: deps.eventsAuth,
      clock: deps.clock,
      limits: deps.limits,
      log: deps.log,
      whenReady: (slot) => this.whenReady(slot),
      firstPingAt: (now) => firstPingAt(now, deps.limits.heartbeatMs),
    });
  }

  /** Takes over a freshly upgraded socket; its hello may take one of `roles`. */
  accept(ws: WebSocket, ip: string, roles: ReadonlySet<string> = REALTIME_ROLES): void {
    const { limits } = this.deps;
    const connection = new Connection(
      ws,
      ip,
      this.deps.clock.now(),
      limits.maxBufferedBytes,
      roles,
    );
    const fromIp = this.perIp.get(ip) ?? 0;
    this.connections.add(connection);
    this.perIp.set(ip, fromIp + 1);
    ws.on('close', () => this.onClose(connection));
    ws.on('message', (data, isBinary) => this.onMessage(connection, data, isBinary));

    if (fromIp >= limits.socketsPerIp) {
      connection.close(CLOSE_CODES.tooMany, 'Too many connections from this address');
      return;
    }
    try {
      this.deps.limiter.hit('realtime:connect', ip, {
        limit: limits.connectsPerIpPerMinute,
        windowMs: 60_000,
      });
    } catch {
      connection.close(CLOSE_CODES.tooMany, 'Too many connection attempts, slow down');
    }
  }

  // --- what the widgets feature calls -----------------------------------------------------------

  /** Delivers a Kick event to every connected widget of the user that shows its kind. */
  publishToUser(userId: string, event: WidgetEvent, eventKey?: string, heard = false): number {
    return this.slots.publishToUser(userId, event, this.deps.clock.now(), eventKey, heard);
  }

  /**
   * Delivers an event to one widget and answers its sequence number. A grant (test buttons)
   * opens the widget's stream if no overlay connected yet; an id only reaches an open stream.
   */
  publishToWidget(
    widget: OverlayGrant | string,
    event: WidgetEvent,
    test: boolean,
    eventKey?: string,
  ): number | null {
    const now = this.deps.clock.now();
    const slot = typeof widget === 'string' ? this.slots.get(widget) : this.slots.open(widget, now);
    return slot ? this.slots.publish(slot, event, test, now, eventKey) : null;
  }

  /**
   * A channel's public API event (its envelope's JSON) to the tools on its event WebSocket; kept
   * for replay while the channel's stream is open. Answers its number, or null when no stream.
   */
  publishToStream(ownerId: string, body: string, eventKey?: string): number | null {
    return this.events.publish(ownerId, body, eventKey);
  }

  /**
   * Whether the channel's event stream may have a reader: here, one this node holds; several
   * nodes (cluster.ts) cannot tell, so every event is sent on.
   */
  mayHoldEventStream(ownerId: string): boolean {
    return this.hasEventStream(ownerId);
  }

  /** Whether this node holds the channel's event stream (sockets, or recent ones). */
  protected hasEventStream(ownerId: string): boolean {
    return this.events.holds(ownerId);
  }

  /** A revoked token's event sockets close at once. */
  endToken(tokenId: string): number {
    return this.events.endToken(tokenId);
  }

  /**
   * Events of the user that carry `ref` (a redemption's alert and sound, `redemption:<id>`) were
   * cancelled: a refunded redemption is never replayed to a display that connects later.
   */
  cancelEvents(userId: string, ref: string): void {
    this.slots.cancel(userId, ref, this.deps.clock.now());
  }

  /** Another node cancelled them (the shared store already knows). */
  protected cancelHere(userId: string, ref: string): void {
    this.slots.cancel(userId, ref, this.deps.clock.now(), false);
  }

  /** Saved settings reach the widget's overlays at once. */
  updateSettings(widgetId: string, settings: Record<string, unknown>, version: number): void {
    const slot = this.slots.get(widgetId);
    if (!slot || version < slot.version) return;
    slot.settings = settings;
    slot.version = version;
    slot.broadcast(settingsFrame(settings));
  }

  /** A stateful widget's state changed: its overlays get it (if any are connected). */
  publishState(widgetId: string, state: unknown, test: boolean): void {
    const slot = this.slots.get(widgetId);
    if (!slot || slot.sockets.size === 0) return;
    slot.broadcast(stateFrame(state, this.deps.clock.now(), test));
  }

  /** Tells the widget's browser sources to reload; answers how many were told. */
  reload(widgetId: string): number {
    return this.slots.get(widgetId)?.broadcast(RELOAD_FRAME) ?? 0;
  }

  /** One node alone holds every state: nothing to tell. */
  stateReset(_widgetId: string): void {}

  /** Ends the alert on screen on the widget's browser sources; answers how many were told. */
  skip(widgetId: string): number {
    return this.slots.get(widgetId)?.broadcast(SKIP_FRAME) ?? 0;
  }

  /** The old key stops working at once: its sockets are closed and it can no longer attach. */
  rotateKey(widgetId: string, newKey: string): void {
    const slot = this.slots.rotate(widgetId, newKey, this.deps.clock.now());
    for (const connection of slot?.sockets ?? []) {
      connection.close(CLOSE_CODES.keyRotated, 'The widget key was rotated');
    }
  }

  /** A deleted widget: its sockets are closed and its state forgotten. */
  remove(widgetId: string): void {
    const slot = this.slots.remove(widgetId);
    for (const connection of slot?.sockets ?? []) {
      connection.close(CLOSE_CODES.notFound, 'The widget was deleted');
    }
  }

  health(widgetId: string): OverlayHealth {
    const health = this.healthOf(widgetId);
    return {
      connections: health.connections,
      lastEventAt: iso(health.lastEventAt),
      lastSeenAt: iso(health.lastSeenAt),
    };
  }

  /**
   * Sessions of a user ended (logout, password change, revocation): their dashboard sockets are
   * closed with 4401, so a signed-out browser stops receiving. `except` keeps one session's.
   */
  endSessions(userId: string, which: { sessionId?: string; exceptSessionId?: string }): number {
    return this.dashboards.closeWhere(
      userId,
      (connection) =>
        (which.sessionId === undefined || connection.sessionId === which.sessionId) &&
        (which.exceptSessionId === undefined || connection.sessionId !== which.exceptSessionId),
      CLOSE_CODES.unauthorized,
      'Signed out',
    );
  }

  /** The user's list of widgets changed: their dashboards get the new list. */
  widgetsChanged(userId: string): void {
    void this.dashboards.widgetsChanged(userId);
  }

  // --- what the scenes feature calls ------------------------------------------------------------

  /** A saved scene: its open displays get the new canvas and layers, and the widgets it added. */
  sceneChanged(sceneId: string): void {
    const room = this.scenes.get(sceneId);
    if (!room || room.sockets.size === 0) return;
    void this.deps.directory
      .sceneById(sceneId)
      .then((grant) => {
        if (!grant) return this.removeScene(sceneId);
        // Two saves in a row: the older lookup may answer last; it is not sent.
        if (grant.key !== room.key || grant.view.rev < room.rev) return;
        room.rev = grant.view.rev;
        const frame = sceneFrame(grant.view);
        const now = this.deps.clock.now();
        for (const connection of room.sockets) {
          connection.send(frame);
          const wanted = new Set(grant.widgets.map((widget) => widget.widgetId));
          for (const [widgetId, sink] of connection.layers) {
            if (wanted.has(widgetId)) continue;
            this.slots.detach(sink, now);
            connection.layers.delete(widgetId);
          }
          const added = grant.widgets.filter((widget) => !connection.layers.has(widget.widgetId));
          return this.attachLayers(connection, added, undefined);
        }
      })
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, sceneId }, 'realtime: sending a saved scene'),
      );
  }

  /** The scene's old OBS URL stops working at once. */
  rotateSceneKey(sceneId: string, newKey: string): void {
    const room = this.sceneRoom(sceneId, newKey);
    room.key = newKey;
    for (const connection of room.sockets) {
      connection.close(CLOSE_CODES.keyRotated, 'The scene key was rotated');
    }
  }

  removeScene(sceneId: string): void {
    this.removedScenes.add(sceneId);
    const room = this.scenes.get(sceneId);
    this.scenes.delete(sceneId);
    for (const connection of room?.sockets ?? []) {
      connection.close(CLOSE_CODES.notFound, 'The scene was deleted');
    }
  }

  /**
   * Reads again what this node may have missed while it could not hear the others (a Redis
   * outage): each open widget's key, settings and existence, and each open scene.
   */
  resync(): void {
    const byOwner = new Map<string, string[]>();
    for (const slot of this.slots.all()) {
      if (slot.sockets.size === 0) continue;
      byOwner.set(slot.userId, [...(byOwner.get(slot.userId) ?? []), slot.widgetId]);
    }
    for (const [userId, ids] of byOwner) {
      void this.deps.directory
        .widgetGrants(userId, ids, false)
        .then((grants) => {
          const now = new Map(grants.map((grant) => [grant.widgetId, grant]));
          for (const widgetId of ids) {
            const grant = now.get(widgetId);
            const slot = this.slots.get(widgetId);
            if (!slot) continue;
            if (!grant) this.remove(widgetId);
            else if (grant.key !== slot.key) this.rotateKey(widgetId, grant.key);
            else if (grant.version > slot.version)
              this.updateSettings(widgetId, grant.settings, grant.version);
          }
        })
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'realtime: resync'));
    }
    for (const [sceneId, room] of this.scenes) {
      if (room.sockets.size === 0) continue;
      void this.deps.directory
        .sceneById(sceneId)
        .then((grant) => {
          if (!grant) this.removeScene(sceneId);
          else if (grant.key !== room.key) this.rotateSceneKey(sceneId, grant.key);
          else this.sceneChanged(sceneId);
        })
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'realtime: resync'));
    }
  }

  /** Whether this node holds a stream of any of the user's widgets (sources, or recent ones). */
  protected hasSourcesOf(userId: string): boolean {
    return this.slots.hasUser(userId);
  }

  /** A widget's overlay figures (with several nodes, added up over all of them). */
  protected healthOf(widgetId: string): WidgetHealth {
    return this.slots.health(widgetId);
  }

  /** This node's figures for every widget it holds a stream for. */
  protected localHealth(): Array<WidgetHealth & { widgetId: string; userId: string }> {
    return this.slots.all().map((slot) => ({
      widgetId: slot.widgetId,
      userId: slot.userId,
      ...this.slots.health(slot.widgetId),
    }));
  }

  /** The user's dashboards get their widgets' figures again. */
  protected healthChanged(userId: string): void {
    this.dashboards.changed(userId);
  }

  sceneConnections(sceneId: string): number {
    return this.scenes.get(sceneId)?.sockets.size ?? 0;
  }

  // --- housekeeping -----------------------------------------------------------------------------

  /** Hello timeouts, heartbeats and idle slots; runs every `tickMs` (tests call it by hand). */
  tick(now = this.deps.clock.now()): void {
    const { limits } = this.deps;
    let ping: Frame | undefined;
    for (const connection of this.connections) {
      const waiting = connection.state === 'new' || connection.state === 'resolving';
      if (waiting && now - connection.openedAt >= limits.helloTimeoutMs) {
        connection.close(CLOSE_CODES.helloTimeout, 'No hello received');
      } else if (now >= connection.nextPingAt) {
        connection.nextPingAt = now + limits.heartbeatMs;
        this.heartbeat(connection, (ping ??= pingFrame(now)));
      }
    }
    this.events.tick(now);
    this.slots.evictIdle(now);
    this.slots.touchShared(now);
  }

  /** Server shutdown: clients are told to come back (1012) and resume on the next process. */
  close(): void {
    for (const connection of this.connections) connection.close(SERVICE_RESTART, 'Restarting');
    this.dashboards.close();
  }

  stats(): { sockets: number; widgets: number } {
    return { sockets: this.connections.size, widgets: this.slots.size };
  }

  // --- sockets ----------------------------------------------------------------------------------

  /**
   * A socket that left `missedPings` pings unanswered is dead (a vanished or frozen browser
   * source) and is terminated without a close handshake. The ping is app-level: its pong comes
   * from the page's script, which proves more than a ws pong (answered by the browser's network
   * stack even when the page is frozen), and costs one frame instead of two.
   */
  private heartbeat(connection: Connection, ping: Frame): void {
    if (connection.missedPings >= this.deps.limits.missedPings) {
      connection.ws.terminate();
      return;
    }
    connection.missedPings += 1;
    connection.send(ping);
  }

  private onMessage(connection: Connection, data: RawData, isBinary: boolean): void {
    const message = isBinary ? undefined : parseMessage(data);
    if (!message) return this.reject(connection, 'Messages are JSON text from the contract');
    switch (connection.state) {
      case 'new':
        if (message.type !== 'hello') return this.reject(connection, 'Send hello first');
        if (!connection.roles.has(message.role))
          return this.reject(connection, `This endpoint does not take role ${message.role}`);
        connection.state = 'resolving';
        void (
          message.role === 'overlay'
            ? this.helloOverlay(connection, message)
            : message.role === 'scene'
              ? this.helloScene(connection, message)
              : message.role === 'events'
                ? this.events.hello(connection, message)
                : this.helloDashboard(connection, message)
        ).catch((error: unknown) => {
          this.deps.log.error({ err: error }, 'realtime: hello failed');
          connection.close(INTERNAL_ERROR, 'Internal error');
        });
        return;
      case 'overlay':
      case 'scene':
      case 'events':
      case 'dashboard': {
        // A display in OBS says what its browser source may do, or how a scene switch went.
        if (message.type === 'obs' && connection.state !== 'dashboard')
          return this.obs.report(connection, message);
        if (message.type === 'obs.result' && connection.state !== 'dashboard')
          return this.obs.result(connection, message);
        if (message.type !== 'pong') return this.reject(connection, 'Unexpected message');
        connection.missedPings = 0;
        const now = this.deps.clock.now();
        if (connection.widgetId) this.slots.seen(connection.widgetId, now);
        for (const widgetId of connection.layers.keys()) this.slots.seen(widgetId, now);
        return;
      }
      default:
        return this.reject(connection, 'Unexpected message');
    }
  }

  private async helloOverlay(connection: Connection, hello: OverlayHello): Promise<void> {
    const grant = await this.deps.directory.overlayByKey(hello.key);
    if (!connection.open) return;
    const opened = grant ? this.slots.open(grant, this.deps.clock.now()) : null;
    const slot = opened && (await this.whenReady(opened));
    if (!connection.open) return;
    const now = this.deps.clock.now();
    if (!slot) return connection.close(CLOSE_CODES.notFound, 'Unknown widget key');
    if (slot.sockets.size >= this.deps.limits.socketsPerWidget) {
      return connection.close(CLOSE_CODES.tooMany, 'Too many browser sources for this widget');
    }
    connection.state = 'overlay';
    connection.ownerId = slot.userId;
    connection.widgetType = slot.type;
    connection.nextPingAt = firstPingAt(now, this.deps.limits.heartbeatMs);
    this.slots.attach(slot, connection, now);
    this.sendSnapshot(
      connection,
      slot,
      hello.epoch === undefined ? undefined : { epoch: hello.epoch, lastSeq: hello.lastSeq },
      now,
    );
  }

  private async helloScene(connection: Connection, hello: SceneHello): Promise<void> {
    const grant = await this.deps.directory.sceneByKey(hello.key);
    if (!connection.open) return;
    if (!grant || this.removedScenes.has(grant.sceneId)) {
      return connection.close(CLOSE_CODES.notFound, 'Unknown scene key');
    }
    const room = this.sceneRoom(grant.sceneId, grant.key);
    // The key was rotated while it was being looked up.
    if (room.key !== grant.key)
      return connection.close(CLOSE_CODES.keyRotated, 'Scene key rotated');
    if (room.sockets.size >= this.deps.limits.socketsPerWidget) {
      return connection.close(CLOSE_CODES.tooMany, 'Too many browser sources for this scene');
    }
    const now = this.deps.clock.now();
    connection.state = 'scene';
    connection.sceneId = grant.sceneId;
    connection.ownerId = grant.userId;
    connection.nextPingAt = firstPingAt(now, this.deps.limits.heartbeatMs);
    room.sockets.add(connection);
    room.rev = Math.max(room.rev, grant.view.rev);
    connection.send(sceneFrame(grant.view));
    await this.attachLayers(connection, grant.widgets, hello.resume);
  }

  /**
   * Attaches a scene display to its widget layers: each gets the snapshot (and, to resume, what
   * it missed) as its own overlay would, in the same synchronous step as attaching.
   */
  private async attachLayers(
    connection: Connection,
    widgets: SceneGrant['widgets'],
    resume: SceneHello['resume'],
  ): Promise<void> {
    const opened = widgets.map((grant) => this.slots.open(grant, this.deps.clock.now()));
    const slots = await Promise.all(
      opened.map((slot) => (slot ? this.whenReady(slot) : Promise.resolve(null))),
    );
    if (!connection.open) return;
    const now = this.deps.clock.now();
    for (const slot of slots) {
      // Another save already attached it meanwhile, or the widget went away.
      if (!slot || connection.layers.has(slot.widgetId)) continue;
      const sink = new LayerSink(connection, slot.widgetId);
      this.slots.attach(slot, sink, now);
      connection.layers.set(slot.widgetId, sink);
      this.sendSnapshot(sink, slot, resume?.[slot.widgetId], now);
    }
  }

  /**
   * The widget's snapshot to a newly attached sink and, when it resumes the same stream, what it
   * missed: in the same synchronous step as attaching, so an event published later goes out
   * live, one published earlier is in the replay, none is in both.
   */
  private sendSnapshot(
    sink: Connection | LayerSink,
    slot: WidgetSlot,
    from: { epoch: string; lastSeq?: number | undefined } | undefined,
    now: number,
  ): void {
    // An alert widget catches up on the last minute only (an alert played later is stale), and
    // never on a cancelled event (a refunded redemption).
    const notBefore =
      slot.type && (widgetContracts[slot.type] as WidgetTypeContract).alertKinds
        ? now - this.deps.limits.catchUpMs
        : -Infinity;
    const missed =
      from && from.epoch === slot.epoch && from.lastSeq !== undefined
        ? slot.buffer.after(
            from.lastSeq,
            slot.seq,
            now,
            notBefore,
            (frame) => !this.slots.isCancelled(slot.userId, frame),
          )
        : null;
    const state = this.deps.directory.stateOf(slot.widgetId);
    if (!slot.type) return;
    sink.send(
      snapshotFrame({
        widget: {
          id: slot.widgetId,
          type: slot.type,
          settings: slot.settings,
          size: widgetContracts[slot.type].size,
        },
        epoch: slot.epoch,
        seq: slot.seq,
        resumed: missed !== null,
        ...(state === undefined ? {} : { state }),
        now,
      }),
    );
    for (const frame of missed ?? []) sink.send(frame);
  }

  /** A slot whose shared stream is loaded (null if it went away meanwhile). */
  private async whenReady(slot: WidgetSlot): Promise<WidgetSlot | null> {
    if (slot.ready) await slot.ready;
    return this.slots.get(slot.widgetId) === slot ? slot : null;
  }

  private lastStoreWarning = 0;
  private storeFailed(error: unknown): void {
    const now = this.deps.clock.now();
    if (now - this.lastStoreWarning < 10_000) return;
    this.lastStoreWarning = now;
    this.deps.log.warn(
      { err: error },
      'realtime: shared streams unavailable, numbering on this node',
    );
  }

  private sceneRoom(sceneId: string, key: string) {
    let room = this.scenes.get(sceneId);
    if (!room) {
      room = { key, rev: 0, sockets: new Set() };
      this.scenes.set(sceneId, room);
    }
    return room;
  }

  private async helloDashboard(connection: Connection, hello: DashboardHello): Promise<void> {
    let userId: string;
    let sessionId: string;
    try {
      ({ userId, sessionId } = await this.deps.authenticateToken(hello.token));
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
      return connection.close(CLOSE_CODES.unauthorized, 'Sign in again');
    }
    if (!connection.open) return;
    if (this.dashboards.count(userId) >= this.deps.limits.dashboardsPerUser) {
      return connection.close(CLOSE_CODES.tooMany, 'Too many dashboards open');
    }
    connection.state = 'dashboard';
    connection.sessionId = sessionId;
    connection.nextPingAt = firstPingAt(this.deps.clock.now(), this.deps.limits.heartbeatMs);
    await this.dashboards.add(userId, connection);
  }

  private leaveScene(connection: Connection): void {
    const now = this.deps.clock.now();
    for (const sink of connection.layers.values()) this.slots.detach(sink, now);
    connection.layers.clear();
    const room = connection.sceneId ? this.scenes.get(connection.sceneId) : undefined;
    // The room stays (one per scene at most): it remembers the key, so a display's lookup that
    // raced a key rotation cannot attach with the old key.
    room?.sockets.delete(connection);
  }

  private reject(connection: Connection, reason: string): void {
    connection.close(CLOSE_CODES.badMessage, reason);
  }

  private onClose(connection: Connection): void {
    this.connections.delete(connection);
    this.obs.remove(connection);
    const fromIp = (this.perIp.get(connection.ip) ?? 1) - 1;
    if (fromIp <= 0) this.perIp.delete(connection.ip);
    else this.perIp.set(connection.ip, fromIp);
    if (connection.state === 'overlay' || connection.state === 'events')
      this.slots.detach(connection, this.deps.clock.now());
    if (connection.state === 'events') this.events.closed(connection);
    if (connection.state === 'scene') this.leaveScene(connection);
    if (connection.state === 'dashboard') this.dashboards.remove(connection);
    connection.state = 'closed';
  }
}

const textOf = (data: RawData): string =>
  (Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.from(data)
  ).toString('utf8');

function parseMessage(data: RawData): ClientMessage | undefined {
  try {
    const json: unknown = JSON.parse(textOf(data));
    // A key or token with a NUL or a lone surrogate is a bad message, not a database error.
    if (findUnsafeText(json)) return undefined;
    const parsed = clientMessageSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
