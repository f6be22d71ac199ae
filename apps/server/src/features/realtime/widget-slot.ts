/**
 * One widget's event stream on this node (or a channel's public API event stream): its sockets,
 * its numbering and replay buffer, and with several nodes the order of events the shared store
 * numbered. Which slots exist, and what they share through the store, is widget-slots.ts's.
 */
import type { WidgetEventKind, WidgetType } from '@kyo/contracts';
import { randomToken } from '../../platform/ids';
import type { DisplayAlerts, OverlayGrant } from '../../ports';
import { eventFrame, type Frame } from './frames';
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
  /** An alert widget's queue control (the live cockpit), sent in its snapshot. */
  alerts: DisplayAlerts | undefined;
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
    this.alerts = grant.alerts;
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
