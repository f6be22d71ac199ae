/**
 * The realtime gateway (docs/realtime.md): what the widgets, scenes and public API features call
 * (ports.ts's OverlayGateway), over the parts that hold the sockets: every socket's life
 * (sockets.ts), a widget's streams (widget-slots.ts) and the displays joining them
 * (widget-displays.ts), scene displays (scene-rooms.ts), dashboards (dashboard-hub.ts), the
 * public API's event sockets (event-sockets.ts) and displays in OBS (obs-displays.ts), wired
 * together in gateway-parts.ts. With several nodes, cluster.ts extends it.
 */
import type { WebSocket } from 'ws';
import { CLOSE_CODES, type LiveActivity, type WidgetEvent } from '@kyo/contracts';
import type { DisplayAlerts, OverlayGateway, OverlayGrant, OverlayHealth } from '../../ports';
import type { Connection } from './connection';
import type { DashboardHub } from './dashboard-hub';
import type { EventSockets } from './event-sockets';
import {
  RELOAD_FRAME,
  SKIP_FRAME,
  activityFrame,
  alertsFrame,
  settingsFrame,
  stateFrame,
} from './frames';
import { gatewayParts, type RealtimeGatewayDeps, type WidgetHealth } from './gateway-parts';
import type { ObsDisplays } from './obs-displays';
import type { SceneRoom, SceneRooms } from './scene-rooms';
import type { Hello, RealtimeSockets } from './sockets';
import type { WidgetDisplays } from './widget-displays';
import type { WidgetSlot } from './widget-slot';
import type { WidgetSlots } from './widget-slots';

export type { RealtimeGatewayDeps, WidgetHealth };

/** The roles a socket on the overlays' and dashboards' endpoint may take. */
export const REALTIME_ROLES: ReadonlySet<string> = new Set(['overlay', 'scene', 'dashboard']);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
export class RealtimeGateway implements OverlayGateway {
  private readonly sockets: RealtimeSockets;
  private readonly slots: WidgetSlots;
  private readonly displays: WidgetDisplays;
  private readonly dashboards: DashboardHub;
  private readonly scenes: SceneRooms;
  /** The displays running in OBS and the scene switches they run (channel points, !scene). */
  readonly obs: ObsDisplays;
  private readonly events: EventSockets;

  constructor(protected readonly deps: RealtimeGatewayDeps) {
    // Each part calls back through `this`, so cluster.ts's overrides (health, scenes) apply.
    const parts = gatewayParts(deps, {
      hello: (connection, hello) => this.hello(connection, hello),
      closed: (connection) => this.closed(connection),
      healthOf: (widgetId) => this.healthOf(widgetId),
      storeFailed: (error) => this.storeFailed(error),
      removeScene: (sceneId) => this.removeScene(sceneId),
    });
    this.sockets = parts.sockets;
    this.obs = parts.obs;
    this.dashboards = parts.dashboards;
    this.slots = parts.slots;
    this.displays = parts.displays;
    this.events = parts.events;
    this.scenes = parts.scenes;
  }

  /** Takes over a freshly upgraded socket; its hello may take one of `roles`. */
  accept(ws: WebSocket, ip: string, roles: ReadonlySet<string> = REALTIME_ROLES): void {
    this.sockets.accept(ws, ip, roles);
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

  /** An alert widget's queue control reaches its browser sources (and its later snapshots). */
  setAlerts(widgetId: string, alerts: DisplayAlerts, clear: boolean): number {
    const slot = this.slots.get(widgetId);
    if (!slot) return 0;
    slot.alerts = alerts;
    return slot.broadcast(alertsFrame({ ...alerts, clear }));
  }

  /**
   * A row of a channel's activity feed to the dashboards of its owner and of `moderators` (the
   * live cockpit; the caller names the channel's current moderators). Answers how many got it.
   */
  notifyActivity(ownerId: string, activity: LiveActivity, moderators: readonly string[] = []) {
    const frame = activityFrame({ owner: ownerId, activity });
    let sent = this.dashboards.send(ownerId, frame);
    for (const userId of moderators)
      if (userId !== ownerId) sent += this.dashboards.send(userId, frame);
    return sent;
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
    this.scenes.changed(sceneId);
  }

  /** The scene's old OBS URL stops working at once. */
  rotateSceneKey(sceneId: string, newKey: string): void {
    this.scenes.rotateKey(sceneId, newKey);
  }

  removeScene(sceneId: string): void {
    this.scenes.remove(sceneId);
  }

  /** The widget's open stream on this node, if any. */
  protected stream(widgetId: string): WidgetSlot | undefined {
    return this.slots.get(widgetId);
  }

  /** The widget streams and the scenes with a display on this node (a resync reads them again). */
  protected displayed(): {
    widgets: WidgetSlot[];
    scenes: Array<[sceneId: string, room: Readonly<SceneRoom>]>;
  } {
    return {
      widgets: this.slots.all().filter((slot) => slot.sockets.size > 0),
      scenes: this.scenes.displayed(),
    };
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
    return this.scenes.connections(sceneId);
  }

  // --- housekeeping -----------------------------------------------------------------------------

  /** Hello timeouts, heartbeats and idle slots; runs every `tickMs` (tests call it by hand). */
  tick(now = this.deps.clock.now()): void {
    this.sockets.tick(now);
    this.events.tick(now);
    this.slots.evictIdle(now);
    this.slots.touchShared(now);
  }

  /** Server shutdown: clients are told to come back (1012) and resume on the next process. */
  close(): void {
    this.sockets.close();
    this.dashboards.close();
  }

  stats(): { sockets: number; widgets: number } {
    return { sockets: this.sockets.size, widgets: this.slots.size };
  }

  // --- sockets ----------------------------------------------------------------------------------

  /** A hello resolves the socket into its role. */
  private hello(connection: Connection, hello: Hello): Promise<void> {
    switch (hello.role) {
      case 'overlay':
        return this.displays.hello(connection, hello);
      case 'scene':
        return this.scenes.hello(connection, hello);
      case 'events':
        return this.events.hello(connection, hello);
      case 'dashboard':
        return this.dashboards.hello(connection, hello);
    }
  }

  private closed(connection: Connection): void {
    this.obs.remove(connection);
    if (connection.state === 'overlay' || connection.state === 'events')
      this.slots.detach(connection, this.deps.clock.now());
    if (connection.state === 'events') this.events.closed(connection);
    if (connection.state === 'scene') this.scenes.leave(connection);
    if (connection.state === 'dashboard') this.dashboards.remove(connection);
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
}
