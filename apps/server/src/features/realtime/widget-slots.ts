import type { OverlayGrant } from '../../ports';
import type { WidgetEvent, WidgetEventKind, WidgetType } from '@kyo/contracts';
import { randomToken } from '../../platform/ids';
import { eventBody, eventFrame, type Frame } from './frames';
import type { RealtimeLimits } from './limits';
import { ReplayBuffer } from './replay-buffer';
import { SERVICE_RESTART } from './connection';
import type { SharedStreams, StreamEntry, StreamHead } from './shared-streams';

/**
 * Where a widget's frames go: an overlay's socket, or one widget layer of a scene display's
 * socket (realtime/scene-rooms.ts), which wraps each frame with the widget's id.
 */
export interface OverlaySink {
  widgetId: string | undefined;
  send(frame: Frame): void;
  close(code: number, reason: string): void;
}

/** Several nodes: the shared stream store and what to do when it fails. */
export interface SharedSlots {
  streams: SharedStreams;
  /** How long an event waits for the ones numbered before it before they are read. */
  gapMs: number;
  onError(error: unknown): void;
}

const frameOf = (entry: StreamEntry): Frame => eventFrame(entry.seq, entry.body, entry.test);

const REF_KEY = Buffer.from('"ref":"');
/**
 * The `ref` of an event frame (what may cancel it), or null. A quote inside a JSON string is
 * escaped, so `"ref":"` unescaped is a key; only reward events have one.
 */
function refOf(frame: Frame): string | null {
  const at = frame.indexOf(REF_KEY);
  if (at === -1) return null;
  const start = at + REF_KEY.length;
  const end = frame.indexOf('"', start);
  return end === -1 ? null : frame.toString('utf8', start, end);
}

export interface HealthTimes {
  lastEventAt: number | null;
  lastSeenAt: number | null;
}

/**
 * One widget with connected (or recently connected) overlays: its current key and settings, its
 * sockets, and its event stream. `epoch` is random per stream, so sequence numbers from a
 * restarted server or an evicted slot never resume against a new stream that reuses them.
 *
 * With several nodes (a SharedStreams store), the stream is the shared one: the slot loads its
 * epoch, number and kept events when it opens (`ready`), every event is numbered by the store,
 * and the slot sends events in number order: one that comes early waits for the ones before it
 * (which another node numbered) a moment, then they are read from the store.
 */
export class WidgetSlot {
  epoch = randomToken(9);
  /** The last event sent to this slot's sockets. */
  seq = 0;
  readonly sockets = new Set<OverlaySink>();
  readonly buffer: ReplayBuffer<Frame>;
  readonly accepts: ReadonlySet<WidgetEventKind>;
  readonly widgetId: string;
  readonly userId: string;
  /** Null for a stream that is no widget's: a channel's public API event stream. */
  readonly type: WidgetType | null;
  key: string;
  settings: Record<string, unknown>;
  version: number;
  lastActiveAt: number;
  /** Shared stream: resolves once its epoch, number and kept events are loaded. */
  ready: Promise<void> | null = null;
  /** Shared stream: events numbered ahead of the next one to send, by number. */
  private readonly early = new Map<number, { frame: Frame; at: number }>();
  private gapTimer: NodeJS.Timeout | undefined;

  constructor(
    grant: Omit<OverlayGrant, 'type'> & { type: WidgetType | null },
    limits: RealtimeLimits,
    now: number,
  ) {
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

  /** Numbers the event itself, keeps it for replay and sends the same bytes to every socket. */
  publish(body: string, test: boolean, now: number): number {
    this.flushEarly();
    const seq = this.seq + 1;
    this.deliver(seq, eventFrame(seq, body, test), now);
    return seq;
  }

  /**
   * An event numbered by the shared store: sent now if it is the next one, kept a moment if
   * some before it are still on their way, dropped if already sent (another node's copy).
   * Answers whether a gap is open (the caller reads the store after a moment).
   */
  accept(seq: number, frame: Frame, at: number): boolean {
    if (seq <= this.seq) return this.early.size > 0;
    if (seq !== this.seq + 1) {
      this.early.set(seq, { frame, at });
      return true;
    }
    this.deliver(seq, frame, at);
    for (let next = this.early.get(this.seq + 1); next; next = this.early.get(this.seq + 1)) {
      this.early.delete(this.seq + 1);
      this.deliver(this.seq + 1, next.frame, next.at);
    }
    return this.early.size > 0;
  }

  /** A gap that did not fill: what is still missing is gone; the waiting events go out. */
  flushEarly(): void {
    if (this.early.size === 0) return;
    for (const seq of [...this.early.keys()].sort((a, b) => a - b)) {
      const item = this.early.get(seq)!;
      if (seq > this.seq) this.deliver(seq, item.frame, item.at);
    }
    this.early.clear();
  }

  /** Runs `fill` once after `ms`, unless one is already waiting. */
  whenGapLasts(ms: number, fill: () => void): void {
    if (this.gapTimer) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = undefined;
      fill();
    }, ms);
    this.gapTimer.unref();
  }

  stopTimers(): void {
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = undefined;
  }

  broadcast(frame: Frame): number {
    for (const connection of this.sockets) connection.send(frame);
    return this.sockets.size;
  }

  private deliver(seq: number, frame: Frame, now: number): void {
    this.seq = seq;
    this.buffer.push(seq, now, frame);
    this.lastActiveAt = now;
    for (const connection of this.sockets) connection.send(frame);
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
  /** Cancelled events' refs by user, with when (kept for the replay age): never replayed. */
  private readonly cancelled = new Map<string, Map<string, number>>();
  private touchedAt = 0;

  constructor(
    private readonly limits: RealtimeLimits,
    private readonly onHealthChange: (userId: string) => void,
    private readonly shared?: SharedSlots,
  ) {}

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
    if (this.shared) slot.ready = this.load(slot);
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
    if (this.shared) {
      if (owned.length > 0 || !heard)
        this.publishShared(userId, event, owned, now, eventKey ?? randomToken(12));
      return owned.length;
    }
    if (owned.length === 0) return 0;
    const body = eventBody(event);
    for (const slot of owned) this.publishTo(slot, body, false, now, eventKey);
    return owned.length;
  }

  /**
   * A channel event into every open stream of the user, wherever its sources are (one script),
   * then to this node's own sources in number order.
   */
  private publishShared(
    userId: string,
    event: WidgetEvent,
    owned: WidgetSlot[],
    now: number,
    eventKey: string,
  ): void {
    const body = eventBody(event);
    const mine = owned.map((slot) => ({
      widgetId: slot.widgetId,
      epoch: slot.epoch,
      floor: slot.seq,
    }));
    this.shared!.streams.appendForUser(
      userId,
      event.kind,
      eventKey,
      { at: now, test: false, body },
      randomToken(9),
      mine,
    ).then(
      (heads) => {
        for (const slot of owned) {
          if (this.slots.get(slot.widgetId) !== slot) continue;
          const head = heads.get(slot.widgetId);
          // Not listed (Redis came back empty): numbered on its own, which lists it again.
          if (!head) this.publishTo(slot, body, false, now, eventKey);
          else this.numbered(slot, head, body, false, now);
        }
      },
      (error: unknown) => {
        this.shared?.onError(error);
        for (const slot of owned) {
          if (this.slots.get(slot.widgetId) !== slot) continue;
          slot.publish(body, false, now);
          this.sent(slot, now);
        }
      },
    );
  }

  /**
   * Events of the user that carry `ref` are not replayed any more (a refunded redemption's
   * alert); `share`: also in the shared store, for nodes that load the stream later.
   */
  cancel(userId: string, ref: string, now: number, share = true): void {
    let refs = this.cancelled.get(userId);
    if (!refs) {
      refs = new Map();
      this.cancelled.set(userId, refs);
    }
    refs.set(ref, now);
    if (share && this.shared)
      this.shared.streams
        .cancel(userId, ref)
        .catch((error: unknown) => this.shared?.onError(error));
  }

  /** Whether a kept frame is an event of the user that was cancelled since. */
  isCancelled(userId: string, frame: Frame): boolean {
    const refs = this.cancelled.get(userId);
    if (!refs) return false;
    const ref = refOf(frame);
    return ref !== null && refs.has(ref);
  }

  /** Keeps this node's streams listed in the store and kept (every 30 s; tick calls it). */
  touchShared(now: number): void {
    if (!this.shared || now - this.touchedAt < 30_000) return;
    this.touchedAt = now;
    for (const [userId, owned] of this.byUser) {
      const streams = [...owned].map((slot) => ({
        widgetId: slot.widgetId,
        userId,
        kinds: [...slot.accepts],
      }));
      this.shared.streams
        .touch(userId, streams)
        .catch((error: unknown) => this.shared?.onError(error));
    }
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
    eventKey = randomToken(12),
  ): number {
    if (!this.shared) {
      const seq = slot.publish(body, test, now);
      this.sent(slot, now);
      return seq;
    }
    const { streams } = this.shared;
    streams.append(slot.widgetId, eventKey, { at: now, test, body }, slot.epoch, slot.seq).then(
      (head) => {
        if (this.slots.get(slot.widgetId) !== slot) return;
        this.numbered(slot, head, body, test, now);
      },
      (error: unknown) => {
        // The store is away: this node numbers the event itself (its own sources get it; the
        // shared number continues above it once the store is back).
        this.shared?.onError(error);
        if (this.slots.get(slot.widgetId) !== slot) return;
        slot.publish(body, test, now);
        this.sent(slot, now);
      },
    );
    return slot.seq + 1;
  }

  /** The store numbered the event for this slot: sent in number order. */
  private numbered(
    slot: WidgetSlot,
    head: StreamHead,
    body: string,
    test: boolean,
    now: number,
  ): void {
    if (head.epoch !== slot.epoch) return this.streamLost(slot, head);
    if (slot.accept(head.seq, eventFrame(head.seq, body, test), now)) this.fillLater(slot);
    this.sent(slot, now);
  }

  private sent(slot: WidgetSlot, now: number): void {
    if (slot.sockets.size === 0) return;
    this.timesOf(slot.widgetId).lastEventAt = now;
    this.onHealthChange(slot.userId);
  }

  /** A new slot takes the shared stream's epoch, number and kept events (or runs on its own). */
  private async load(slot: WidgetSlot): Promise<void> {
    try {
      const stream = await this.shared!.streams.open(this.ownerOf(slot), slot.epoch, 0);
      slot.epoch = stream.epoch;
      for (const ref of stream.cancelled ?? [])
        this.cancel(slot.userId, ref, slot.lastActiveAt, false);
      for (const entry of stream.entries) {
        if (entry.seq > slot.seq) slot.buffer.push(entry.seq, entry.at, frameOf(entry));
      }
      slot.seq = Math.max(slot.seq, stream.seq);
    } catch (error) {
      this.shared!.onError(error);
    } finally {
      slot.ready = null;
    }
  }

  private ownerOf(slot: WidgetSlot) {
    return { widgetId: slot.widgetId, userId: slot.userId, kinds: [...slot.accepts] };
  }

  /** Events are missing before one that came: after a moment, they are read from the store. */
  private fillLater(slot: WidgetSlot): void {
    slot.whenGapLasts(this.shared!.gapMs, () => {
      if (this.slots.get(slot.widgetId) !== slot) return;
      this.shared!.streams.open(this.ownerOf(slot), slot.epoch, slot.seq).then(
        (stream) => {
          if (this.slots.get(slot.widgetId) !== slot) return;
          if (stream.epoch !== slot.epoch) return this.streamLost(slot, stream);
          for (const entry of stream.entries) slot.accept(entry.seq, frameOf(entry), entry.at);
          slot.flushEarly();
        },
        (error: unknown) => {
          this.shared!.onError(error);
          slot.flushEarly();
        },
      );
    });
  }

  /**
   * The store lost this stream and another node made it anew under another epoch: this node's
   * sources are told to reconnect (1012), and get that stream's snapshot.
   */
  private streamLost(slot: WidgetSlot, head: StreamHead): void {
    this.drop(slot);
    slot.epoch = head.epoch;
    for (const sink of slot.sockets) sink.close(SERVICE_RESTART, 'The event stream was reset');
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
    for (const [userId, refs] of this.cancelled) {
      for (const [ref, at] of refs) if (at < cutoff) refs.delete(ref);
      if (refs.size === 0) this.cancelled.delete(userId);
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
