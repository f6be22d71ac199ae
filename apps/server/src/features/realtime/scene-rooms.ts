/**
 * Scene displays: one OBS browser source showing a scene's canvas and its widget layers, each
 * layer attached to its widget's stream as the widget's own overlay would be. One room per scene
 * remembers its key (a lookup that raced a rotation cannot attach) and the newest revision sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import { CLOSE_CODES, type ClientMessage } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { OverlayDirectory, SceneGrant } from '../../ports';
import { LayerSink, type Connection } from './connection';
import { sceneFrame } from './frames';
import type { RealtimeLimits } from './limits';
import type { ResumeFrom } from './widget-displays';
import type { WidgetSlot } from './widget-slot';
import type { WidgetSlots } from './widget-slots';

type SceneHello = Extract<ClientMessage, { role: 'scene' }>;

/** A scene's displays on this node, with the scene's key and the newest revision they were sent. */
export interface SceneRoom {
  key: string;
  rev: number;
  sockets: Set<Connection>;
}

export interface SceneRoomsDeps {
  directory: Pick<OverlayDirectory, 'sceneByKey' | 'sceneById'>;
  slots: WidgetSlots;
  clock: Clock;
  limits: RealtimeLimits;
  log: FastifyBaseLogger;
  /** The slot once its shared stream is loaded (null if it went away meanwhile). */
  whenReady(slot: WidgetSlot): Promise<WidgetSlot | null>;
  firstPingAt(now: number): number;
  /** The widget's snapshot and what it missed, to a layer just attached. */
  sendSnapshot(sink: LayerSink, slot: WidgetSlot, from: ResumeFrom, now: number): void;
  /** The scene is gone: the gateway removes it (with several nodes, everywhere). */
  removed(sceneId: string): void;
}

export class SceneRooms {
  private readonly rooms = new Map<string, SceneRoom>();
  /** Deleted scenes: a lookup that raced the delete cannot attach afterwards. */
  private readonly removedScenes = new Set<string>();

  constructor(private readonly deps: SceneRoomsDeps) {}

  async hello(connection: Connection, hello: SceneHello): Promise<void> {
    const grant = await this.deps.directory.sceneByKey(hello.key);
    if (!connection.open) return;
    if (!grant || this.removedScenes.has(grant.sceneId)) {
      return connection.close(CLOSE_CODES.notFound, 'Unknown scene key');
    }
    const room = this.room(grant.sceneId, grant.key);
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
    connection.nextPingAt = this.deps.firstPingAt(now);
    room.sockets.add(connection);
    room.rev = Math.max(room.rev, grant.view.rev);
    connection.send(sceneFrame(grant.view));
    await this.attachLayers(connection, grant.widgets, hello.resume);
  }

  /** A saved scene: its open displays get the new canvas and layers, and the widgets it added. */
  changed(sceneId: string): void {
    const room = this.rooms.get(sceneId);
    if (!room || room.sockets.size === 0) return;
    void this.deps.directory
      .sceneById(sceneId)
      .then((grant) => {
        if (!grant) return this.deps.removed(sceneId);
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
            this.deps.slots.detach(sink, now);
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
  rotateKey(sceneId: string, newKey: string): void {
    const room = this.room(sceneId, newKey);
    room.key = newKey;
    for (const connection of room.sockets) {
      connection.close(CLOSE_CODES.keyRotated, 'The scene key was rotated');
    }
  }

  remove(sceneId: string): void {
    this.removedScenes.add(sceneId);
    const room = this.rooms.get(sceneId);
    this.rooms.delete(sceneId);
    for (const connection of room?.sockets ?? []) {
      connection.close(CLOSE_CODES.notFound, 'The scene was deleted');
    }
  }

  /** A scene display's socket closed: its layers leave their widgets' streams. */
  leave(connection: Connection): void {
    const now = this.deps.clock.now();
    for (const sink of connection.layers.values()) this.deps.slots.detach(sink, now);
    connection.layers.clear();
    const room = connection.sceneId ? this.rooms.get(connection.sceneId) : undefined;
    // The room stays (one per scene at most): it remembers the key, so a display's lookup that
    // raced a key rotation cannot attach with the old key.
    room?.sockets.delete(connection);
  }

  connections(sceneId: string): number {
    return this.rooms.get(sceneId)?.sockets.size ?? 0;
  }

  /** The scenes with a display on this node (a resync reads them again). */
  displayed(): Array<[sceneId: string, room: Readonly<SceneRoom>]> {
    return [...this.rooms].filter(([, room]) => room.sockets.size > 0);
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
    const { slots, clock } = this.deps;
    const opened = widgets.map((grant) => slots.open(grant, clock.now()));
    const ready = await Promise.all(
      opened.map((slot) => (slot ? this.deps.whenReady(slot) : Promise.resolve(null))),
    );
    if (!connection.open) return;
    const now = clock.now();
    for (const slot of ready) {
      // Another save already attached it meanwhile, or the widget went away.
      if (!slot || connection.layers.has(slot.widgetId)) continue;
      const sink = new LayerSink(connection, slot.widgetId);
      slots.attach(slot, sink, now);
      connection.layers.set(slot.widgetId, sink);
      this.deps.sendSnapshot(sink, slot, resume?.[slot.widgetId], now);
    }
  }

  private room(sceneId: string, key: string): SceneRoom {
    let room = this.rooms.get(sceneId);
    if (!room) {
      room = { key, rev: 0, sockets: new Set() };
      this.rooms.set(sceneId, room);
    }
    return room;
  }
}
