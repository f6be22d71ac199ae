/**
 * Every widget's event stream on this node (one WidgetSlot each, widget-slot.ts): opened for a
 * display or a publish, fed events, their health times, key rotations and deletions, evicted
 * when idle. With several nodes they are shared through the store (slot-sharing.ts).
 */
import type { WidgetEvent } from '@kyo/contracts';
import { randomToken } from '../../platform/ids';
import type { OverlayGrant } from '../../ports';
import { CancelledEvents } from './cancelled-events';
import { eventBody, type Frame } from './frames';
import type { RealtimeLimits } from './limits';
import { SlotSharing, type SharedSlots } from './slot-sharing';
import { WidgetSlot, type OverlaySink } from './widget-slot';

export interface HealthTimes {
  lastEventAt: number | null;
  lastSeenAt: number | null;
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
  /** Cancelled events (kept for the replay age): never replayed. */
  private readonly cancelled = new CancelledEvents();
  /** Several nodes: the streams are shared through the store. */
  private readonly sharing: SlotSharing | undefined;

  constructor(
    private readonly limits: RealtimeLimits,
    private readonly onHealthChange: (userId: string) => void,
    shared?: SharedSlots,
  ) {
    this.sharing =
      shared &&
      new SlotSharing(shared, {
        current: (slot) => this.slots.get(slot.widgetId) === slot,
        sent: (slot, now) => this.sent(slot, now),
        drop: (slot) => this.drop(slot),
        cancelled: (userId, ref, at) => this.cancelled.add(userId, ref, at),
      });
  }

  get(widgetId: string): WidgetSlot | undefined {
    return this.slots.get(widgetId);
  }

  hasUser(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /** The slot for a freshly looked-up widget, or null when the grant went stale meanwhile. */
  open(grant: OverlayGrant, now: number): WidgetSlot | null {
    if (this.removed.has(grant.widgetId)) return null;
    const rotatedTo = this.rotated.get(grant.widgetId)?.key;
    if (rotatedTo !== undefined && rotatedTo !== grant.key) return null;
    const slot = this.slots.get(grant.widgetId);
    if (slot) {
      if (slot.key !== grant.key) return null;
      // Read from the database with the grant: newer than what this node last heard.
      if (grant.alerts) slot.alerts = grant.alerts;
      if (grant.version > slot.version) {
        slot.settings = grant.settings;
        slot.version = grant.version;
      }
      return slot;
    }
    this.rotated.delete(grant.widgetId);
    return this.add(new WidgetSlot(grant, this.limits, now));
  }

  /**
   * A channel's public API event stream (`events:{ownerId}`): numbered, kept for replay and
   * shared between nodes as a widget's is, but no widget's (it takes no widget events).
   */
  openStream(streamId: string, userId: string, now: number): WidgetSlot {
    const open = this.slots.get(streamId);
    if (open) return open;
    const grant = {
      widgetId: streamId,
      userId,
      type: null,
      key: streamId,
      settings: {},
      version: 0,
      accepts: [],
    };
    return this.add(new WidgetSlot(grant, this.limits, now));
  }

  private add(slot: WidgetSlot): WidgetSlot {
    if (this.sharing) slot.ready = this.sharing.load(slot);
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

  /**
   * Sends the event to every slot of the user whose widget shows its kind. `eventKey` names the
   * event the same on every node (a shared stream numbers it once); `heard`: another node
   * received it and numbered it into every open stream already, this node only needs its own.
   */
  publishToUser(
    userId: string,
    event: WidgetEvent,
    now: number,
    eventKey?: string,
    heard = false,
  ): number {
    const owned = [...(this.byUser.get(userId) ?? [])].filter((slot) =>
      slot.accepts.has(event.kind),
    );
    if (this.sharing) {
      if (owned.length > 0 || !heard)
        this.sharing.publishToUser(userId, event, owned, now, eventKey ?? randomToken(12));
      return owned.length;
    }
    if (owned.length === 0) return 0;
    const body = eventBody(event);
    for (const slot of owned) this.publishTo(slot, body, false, now, eventKey);
    return owned.length;
  }

  /**
   * Events of the user that carry `ref` are not replayed any more (a refunded redemption's
   * alert); `share`: also in the shared store, for nodes that load the stream later.
   */
  cancel(userId: string, ref: string, now: number, share = true): void {
    this.cancelled.add(userId, ref, now);
    if (share) this.sharing?.cancel(userId, ref);
  }

  /** Whether a kept frame is an event of the user that was cancelled since. */
  isCancelled(userId: string, frame: Frame): boolean {
    return this.cancelled.has(userId, frame);
  }

  /** Keeps this node's streams listed in the store and kept (every 30 s; tick calls it). */
  touchShared(now: number): void {
    this.sharing?.touch(this.byUser, now);
  }

  publish(
    slot: WidgetSlot,
    event: WidgetEvent,
    test: boolean,
    now: number,
    eventKey?: string,
  ): number {
    return this.publishTo(slot, eventBody(event), test, now, eventKey);
  }

  /** An event already serialized (an API event stream's envelope). */
  publishBody(slot: WidgetSlot, body: string, now: number, eventKey?: string): number {
    return this.publishTo(slot, body, false, now, eventKey);
  }

  /** Answers the event's number (with a shared stream, the number it will have at the earliest). */
  private publishTo(
    slot: WidgetSlot,
    body: string,
    test: boolean,
    now: number,
    eventKey?: string,
  ): number {
    if (this.sharing) return this.sharing.publish(slot, body, test, now, eventKey);
    const seq = slot.publish(body, test, now);
    this.sent(slot, now);
    return seq;
  }

  private sent(slot: WidgetSlot, now: number): void {
    if (slot.sockets.size === 0) return;
    this.timesOf(slot.widgetId).lastEventAt = now;
    this.onHealthChange(slot.userId);
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
    this.cancelled.expire(cutoff);
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
    slot.stopTimers();
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
