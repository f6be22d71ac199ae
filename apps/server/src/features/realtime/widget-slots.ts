import type { OverlayGrant } from '../../ports';
import type { WidgetEvent, WidgetEventKind, WidgetType } from '@kyo/contracts';
import { randomToken } from '../../platform/ids';
import { eventBody, eventFrame, type Frame } from './frames';
import type { RealtimeLimits } from './limits';
import { ReplayBuffer } from './replay-buffer';

/**
 * Where a widget's frames go: an overlay's socket, or one widget layer of a scene display's
 * socket (realtime/scene-rooms.ts), which wraps each frame with the widget's id.
 */
export interface OverlaySink {
  widgetId: string | undefined;
  send(frame: Frame): void;
  close(code: number, reason: string): void;
}

export interface HealthTimes {
  lastEventAt: number | null;
  lastSeenAt: number | null;
}

/**
 * One widget with connected (or recently connected) overlays: its current key and settings, its
 * sockets, and its event stream. `epoch` is random per slot, so sequence numbers from a restarted
 * server or an evicted slot never resume against a new stream that reuses them.
 */
export class WidgetSlot {
  readonly epoch = randomToken(9);
  seq = 0;
  readonly sockets = new Set<OverlaySink>();
  readonly buffer: ReplayBuffer<Frame>;
  readonly accepts: ReadonlySet<WidgetEventKind>;
  readonly widgetId: string;
  readonly userId: string;
  readonly type: WidgetType;
  key: string;
  settings: Record<string, unknown>;
  version: number;
  lastActiveAt: number;

  constructor(grant: OverlayGrant, limits: RealtimeLimits, now: number) {
    this.widgetId = grant.widgetId;
    this.userId = grant.userId;
    this.type = grant.type;
    this.key = grant.key;
    this.settings = grant.settings;
    this.version = grant.version;
    this.accepts = new Set(grant.accepts);
    this.buffer = new ReplayBuffer(limits.replayEvents, limits.replayMaxAgeMs);
    this.lastActiveAt = now;
  }

  /** Numbers the event, keeps it for replay and sends the same bytes to every socket. */
  publish(body: string, test: boolean, now: number): number {
    const seq = ++this.seq;
    const frame = eventFrame(seq, body, test);
    this.buffer.push(seq, now, frame);
    this.lastActiveAt = now;
    for (const connection of this.sockets) connection.send(frame);
    return seq;
  }

  broadcast(frame: Frame): number {
    for (const connection of this.sockets) connection.send(frame);
    return this.sockets.size;
  }
}

/**
 * Every widget slot of this process, indexed by widget and by owner, plus per-widget health times
 * (kept when an idle slot is evicted) and tombstones of deleted widgets (so a lookup that raced a
 * delete or a key rotation cannot attach afterwards).
 */
export class WidgetSlots {
  private readonly slots = new Map<string, WidgetSlot>();
  private readonly byUser = new Map<string, Set<WidgetSlot>>();
  private readonly times = new Map<string, HealthTimes>();
  /** New keys of widgets rotated while they had no slot (a lookup of the old key may be in flight). */
  private readonly rotated = new Map<string, { key: string; at: number }>();
  private readonly removed = new Set<string>();

  constructor(
    private readonly limits: RealtimeLimits,
    private readonly onHealthChange: (userId: string) => void,
  ) {}

  get(widgetId: string): WidgetSlot | undefined {
    return this.slots.get(widgetId);
  }

  /** The slot for a freshly looked-up widget, or null when the grant went stale meanwhile. */
  open(grant: OverlayGrant, now: number): WidgetSlot | null {
    if (this.removed.has(grant.widgetId)) return null;
    const rotatedTo = this.rotated.get(grant.widgetId)?.key;
    if (rotatedTo !== undefined && rotatedTo !== grant.key) return null;
    let slot = this.slots.get(grant.widgetId);
    if (slot) {
      if (slot.key !== grant.key) return null;
      if (grant.version > slot.version) {
        slot.settings = grant.settings;
        slot.version = grant.version;
      }
      return slot;
    }
    slot = new WidgetSlot(grant, this.limits, now);
    this.rotated.delete(slot.widgetId);
    this.slots.set(slot.widgetId, slot);
    let owned = this.byUser.get(slot.userId);
    if (!owned) {
      owned = new Set();
      this.byUser.set(slot.userId, owned);
    }
    owned.add(slot);
    return slot;
  }

  attach(slot: WidgetSlot, connection: OverlaySink, now: number): void {
    slot.sockets.add(connection);
    connection.widgetId = slot.widgetId;
    slot.lastActiveAt = now;
    this.timesOf(slot.widgetId).lastSeenAt = now;
    this.onHealthChange(slot.userId);
  }

  detach(connection: OverlaySink, now: number): void {
    const slot = connection.widgetId ? this.slots.get(connection.widgetId) : undefined;
    if (!slot || !slot.sockets.delete(connection)) return;
    slot.lastActiveAt = now;
    this.onHealthChange(slot.userId);
  }

  /** A sign of life from an overlay (hello, pong). */
  seen(widgetId: string, now: number): void {
    const slot = this.slots.get(widgetId);
    if (!slot) return;
    this.timesOf(widgetId).lastSeenAt = now;
    this.onHealthChange(slot.userId);
  }

  /** Sends the event to every slot of the user whose widget shows its kind. */
  publishToUser(userId: string, event: WidgetEvent, now: number): number {
    const owned = this.byUser.get(userId);
    if (!owned) return 0;
    let body: string | undefined;
    let reached = 0;
    for (const slot of owned) {
      if (!slot.accepts.has(event.kind)) continue;
      body ??= eventBody(event);
      this.publishTo(slot, body, false, now);
      reached += 1;
    }
    return reached;
  }

  publish(slot: WidgetSlot, event: WidgetEvent, test: boolean, now: number): number {
    return this.publishTo(slot, eventBody(event), test, now);
  }

  private publishTo(slot: WidgetSlot, body: string, test: boolean, now: number): number {
    const seq = slot.publish(body, test, now);
    if (slot.sockets.size > 0) {
      this.timesOf(slot.widgetId).lastEventAt = now;
      this.onHealthChange(slot.userId);
    }
    return seq;
  }

  /** Records a key rotation; returns the slot (whose sockets the caller closes), if any. */
  rotate(widgetId: string, newKey: string, now: number): WidgetSlot | undefined {
    const slot = this.slots.get(widgetId);
    if (slot) slot.key = newKey;
    else this.rotated.set(widgetId, { key: newKey, at: now });
    return slot;
  }

  /** Forgets a deleted widget for good; returns its slot (whose sockets the caller closes). */
  remove(widgetId: string): WidgetSlot | undefined {
    this.removed.add(widgetId);
    this.rotated.delete(widgetId);
    this.times.delete(widgetId);
    const slot = this.slots.get(widgetId);
    if (slot) this.drop(slot);
    return slot;
  }

  health(widgetId: string): HealthTimes & { connections: number } {
    const times = this.times.get(widgetId);
    return {
      connections: this.slots.get(widgetId)?.sockets.size ?? 0,
      lastEventAt: times?.lastEventAt ?? null,
      lastSeenAt: times?.lastSeenAt ?? null,
    };
  }

  /** Drops slots without sockets whose replay buffer has fully expired. */
  evictIdle(now: number): void {
    const cutoff = now - this.limits.replayMaxAgeMs;
    for (const slot of this.slots.values()) {
      if (slot.sockets.size === 0 && slot.lastActiveAt < cutoff) this.drop(slot);
    }
    // A rotation only needs remembering while a lookup of the old key may still be in flight.
    for (const [widgetId, { at }] of this.rotated) {
      if (at < now - 60_000) this.rotated.delete(widgetId);
    }
  }

  get size(): number {
    return this.slots.size;
  }

  /** Every slot (a resync reads them all again). */
  all(): WidgetSlot[] {
    return [...this.slots.values()];
  }

  private drop(slot: WidgetSlot): void {
    this.slots.delete(slot.widgetId);
    const owned = this.byUser.get(slot.userId);
    owned?.delete(slot);
    if (owned?.size === 0) this.byUser.delete(slot.userId);
  }

  private timesOf(widgetId: string): HealthTimes {
    let times = this.times.get(widgetId);
    if (!times) {
      times = { lastEventAt: null, lastSeenAt: null };
      this.times.set(widgetId, times);
    }
    return times;
  }
}
