/**
 * With several nodes, what this node's widget streams (widget-slot.ts) share through the store
 * (shared-streams.ts): each event numbered once for every node and sent in number order, a new
 * slot loading the stream's epoch, number, kept events and cancellations, a gap read again after
 * a moment, a stream the store lost made anew, and this node's streams kept listed. When the
 * store is away, this node numbers on its own.
 */
import type { WidgetEvent } from '@kyo/contracts';
import { randomToken } from '../../platform/ids';
import { SERVICE_RESTART } from './connection';
import { eventBody, eventFrame, type Frame } from './frames';
import type { SharedStreams, StreamEntry, StreamHead } from './shared-streams';
import type { WidgetSlot } from './widget-slot';

/** Several nodes: the shared stream store and what to do when it fails. */
export interface SharedSlots {
  streams: SharedStreams;
  /** How long an event waits for the ones numbered before it before they are read. */
  gapMs: number;
  onError(error: unknown): void;
}

/** What the sharing needs of this node's slots (widget-slots.ts). */
export interface SlotsHere {
  /** Whether the slot is still its widget's stream here (not dropped, not replaced). */
  current(slot: WidgetSlot): boolean;
  /** Events went out to the slot's sockets (its health times). */
  sent(slot: WidgetSlot, now: number): void;
  /** The slot is dropped (its stream was lost). */
  drop(slot: WidgetSlot): void;
  /** A cancellation the store already knows. */
  cancelled(userId: string, ref: string, at: number): void;
}

const frameOf = (entry: StreamEntry): Frame => eventFrame(entry.seq, entry.body, entry.test);

export class SlotSharing {
  private touchedAt = 0;

  constructor(
    private readonly shared: SharedSlots,
    private readonly here: SlotsHere,
  ) {}

  /**
   * A channel event into every open stream of the user, wherever its sources are (one script),
   * then to this node's own sources in number order.
   */
  publishToUser(
    userId: string,
    event: WidgetEvent,
    owned: WidgetSlot[],
    now: number,
    eventKey: string,
  ): void {
    const { here } = this;
    const body = eventBody(event);
    const mine = owned.map((slot) => ({
      widgetId: slot.widgetId,
      epoch: slot.epoch,
      floor: slot.seq,
    }));
    this.shared.streams
      .appendForUser(
        userId,
        event.kind,
        eventKey,
        { at: now, test: false, body },
        randomToken(9),
        mine,
      )
      .then(
        (heads) => {
          for (const slot of owned) {
            if (!here.current(slot)) continue;
            const head = heads.get(slot.widgetId);
            // Not listed (Redis came back empty): numbered on its own, which lists it again.
            if (!head) this.publish(slot, body, false, now, eventKey);
            else this.numbered(slot, head, body, false, now);
          }
        },
        (error: unknown) => {
          this.shared.onError(error);
          for (const slot of owned) {
            if (!here.current(slot)) continue;
            slot.publish(body, false, now);
            here.sent(slot, now);
          }
        },
      );
  }

  /** Answers the number the event will have at the earliest. */
  publish(
    slot: WidgetSlot,
    body: string,
    test: boolean,
    now: number,
    eventKey = randomToken(12),
  ): number {
    const { here } = this;
    this.shared.streams
      .append(slot.widgetId, eventKey, { at: now, test, body }, slot.epoch, slot.seq)
      .then(
        (head) => {
          if (!here.current(slot)) return;
          this.numbered(slot, head, body, test, now);
        },
        (error: unknown) => {
          // The store is away: this node numbers the event itself (its own sources get it; the
          // shared number continues above it once the store is back).
          this.shared.onError(error);
          if (!here.current(slot)) return;
          slot.publish(body, test, now);
          here.sent(slot, now);
        },
      );
    return slot.seq + 1;
  }

  /** For nodes that load the user's streams later. */
  cancel(userId: string, ref: string): void {
    this.shared.streams.cancel(userId, ref).catch((error: unknown) => this.shared.onError(error));
  }

  /** Keeps this node's streams listed in the store and kept (every 30 s). */
  touch(byUser: ReadonlyMap<string, ReadonlySet<WidgetSlot>>, now: number): void {
    if (now - this.touchedAt < 30_000) return;
    this.touchedAt = now;
    for (const [userId, owned] of byUser) {
      const streams = [...owned].map((slot) => ({
        widgetId: slot.widgetId,
        userId,
        kinds: [...slot.accepts],
      }));
      this.shared.streams
        .touch(userId, streams)
        .catch((error: unknown) => this.shared.onError(error));
    }
  }

  /** A new slot takes the shared stream's epoch, number and kept events (or runs on its own). */
  async load(slot: WidgetSlot): Promise<void> {
    try {
      const stream = await this.shared.streams.open(this.ownerOf(slot), slot.epoch, 0);
      slot.epoch = stream.epoch;
      for (const ref of stream.cancelled ?? [])
        this.here.cancelled(slot.userId, ref, slot.lastActiveAt);
      for (const entry of stream.entries) {
        if (entry.seq > slot.seq) slot.buffer.push(entry.seq, entry.at, frameOf(entry));
      }
      slot.seq = Math.max(slot.seq, stream.seq);
    } catch (error) {
      this.shared.onError(error);
    } finally {
      slot.ready = null;
    }
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
    this.here.sent(slot, now);
  }

  private ownerOf(slot: WidgetSlot) {
    return { widgetId: slot.widgetId, userId: slot.userId, kinds: [...slot.accepts] };
  }

  /** Events are missing before one that came: after a moment, they are read from the store. */
  private fillLater(slot: WidgetSlot): void {
    const { here } = this;
    slot.whenGapLasts(this.shared.gapMs, () => {
      if (!here.current(slot)) return;
      this.shared.streams.open(this.ownerOf(slot), slot.epoch, slot.seq).then(
        (stream) => {
          if (!here.current(slot)) return;
          if (stream.epoch !== slot.epoch) return this.streamLost(slot, stream);
          for (const entry of stream.entries) slot.accept(entry.seq, frameOf(entry), entry.at);
          slot.flushEarly();
        },
        (error: unknown) => {
          this.shared.onError(error);
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
    this.here.drop(slot);
    slot.epoch = head.epoch;
    for (const sink of slot.sockets) sink.close(SERVICE_RESTART, 'The event stream was reset');
  }
}
