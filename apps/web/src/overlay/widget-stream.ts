/**
 * One widget's stream on a display (an overlay, or one layer of a scene): snapshot, events in
 * order and once, state, settings, and the place it showed, kept in the source's storage so a
 * reload resumes there.
 */
import type { OverlayServerMessage } from '@kyo/contracts/realtime';
import { CATCH_UP_MS } from '@kyo/contracts/realtime-constants';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';

type Snapshot = Extract<OverlayServerMessage, { type: 'snapshot' }>;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ReceivedEvent {
  seq: number;
  epoch: string;
  event: WidgetEvent;
  test: boolean;
}

/** A state from the server, with the server's clock minus ours when it arrived. */
export interface ServerState {
  state: unknown;
  offsetMs: number;
  test: boolean;
}

/** The channel's alert queue as the live cockpit set it (alert widgets only). */
export interface QueueControl {
  paused: boolean;
  /** Server time (ms) until which alerts play no sound, or null. */
  mutedUntil: number | null;
}

export interface SnapshotExtra {
  /** The widget's state, for stateful types. */
  state: ServerState | null;
  /** An alert widget's queue control, when the channel set one. */
  alerts?: QueueControl;
  /** True when the missed events follow as events (the page kept what it showed). */
  resumed: boolean;
}

export interface WidgetStreamOptions {
  /** Where the resume point is stored (per widget key, or per scene key and widget). */
  storageKey: string;
  storage: StorageLike | null;
  now?: () => number;
  onSnapshot: (widget: Snapshot['widget'], extra: SnapshotExtra) => void;
  onState?: (state: ServerState) => void;
  onSettings: (settings: Record<string, unknown>) => void;
  onEvent: (event: ReceivedEvent) => void;
  onReload: () => void;
  /** The streamer pressed "skip": the alert on screen ends. */
  onSkip?: () => void;
  /** The streamer paused, resumed, muted or (`clear`) emptied the alert queue. */
  onAlerts?: (control: QueueControl, clear: boolean) => void;
  /** The stream's sequence numbers changed (for status displays). */
  onChange?: () => void;
}

/**
 * One widget's stream: snapshot, events, state, settings. Each event is delivered once, in
 * order: a sequence number at or below the last one received is ignored. What was shown is
 * acknowledged into storage with the time, refreshed while the page is connected, so a reloaded
 * source resumes exactly there; a place older than CATCH_UP_MS (the source was away longer) is
 * not used: the display starts fresh and plays nothing of its absence.
 */
export class WidgetStream {
  epoch: string | null = null;
  received = 0;
  acked = 0;
  private sentLastSeq: number | undefined;

  constructor(private readonly options: WidgetStreamOptions) {}

  /** Where to resume: within this page the last event received; after a reload, the last shown. */
  resume(): { epoch: string; lastSeq: number } | undefined {
    const resume =
      this.epoch !== null ? { epoch: this.epoch, lastSeq: this.received } : this.stored();
    this.sentLastSeq = resume?.lastSeq;
    return resume;
  }

  /** The renderer showed this event: remember it as the resume point. */
  ack(seq: number, epoch: string | undefined): void {
    if (epoch !== this.epoch || seq <= this.acked) return;
    this.acked = seq;
    this.persist(epoch, seq);
    this.options.onChange?.();
  }

  /** The page is alive and connected: its stored place is refreshed (kept fresh). */
  touch(): void {
    if (this.epoch !== null) this.persist(this.epoch, this.acked);
  }

  /** Handles one message of this widget; answers whether it was a snapshot. */
  handle(message: OverlayServerMessage): boolean {
    switch (message.type) {
      case 'snapshot':
        this.onSnapshot(message);
        return true;
      case 'event': {
        const epoch = this.epoch;
        if (epoch === null || message.seq <= this.received) return false;
        this.received = message.seq;
        this.options.onEvent({
          seq: message.seq,
          epoch,
          event: message.event,
          test: message.test === true,
        });
        this.options.onChange?.();
        return false;
      }
      case 'state':
        this.options.onState?.({
          state: message.state,
          offsetMs: message.now - this.now(),
          test: message.test === true,
        });
        return false;
      case 'settings':
        this.options.onSettings(message.settings);
        return false;
      case 'reload':
        this.options.onReload();
        return false;
      case 'skip':
        this.options.onSkip?.();
        return false;
      case 'alerts':
        this.options.onAlerts?.(
          { paused: message.paused, mutedUntil: message.mutedUntil },
          message.clear === true,
        );
        return false;
      default:
        return false;
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private onSnapshot(message: Snapshot): void {
    const resumed = message.resumed && this.sentLastSeq !== undefined;
    const from = resumed ? this.sentLastSeq! : message.seq;
    // A fresh stream (first connection, another epoch, or too far behind to replay): what
    // happened before is history, not something to show now.
    if (!resumed || message.epoch !== this.epoch) {
      this.acked = from;
      this.persist(message.epoch, from);
    }
    this.epoch = message.epoch;
    this.received = from;
    const state =
      message.state === undefined
        ? null
        : {
            state: message.state,
            offsetMs: message.now === undefined ? 0 : message.now - this.now(),
            test: false,
          };
    this.options.onSnapshot(message.widget, {
      state,
      resumed,
      ...(message.alerts ? { alerts: message.alerts } : {}),
    });
  }

  private stored(): { epoch: string; lastSeq: number } | undefined {
    try {
      const raw = this.options.storage?.getItem(this.options.storageKey);
      const parsed = raw
        ? (JSON.parse(raw) as { epoch?: unknown; seq?: unknown; at?: unknown })
        : null;
      // A place without its time (an older version's) or older than the catch-up limit: the
      // source was away too long for what it missed to be news.
      const fresh = typeof parsed?.at === 'number' && this.now() - parsed.at <= CATCH_UP_MS;
      if (
        fresh &&
        typeof parsed?.epoch === 'string' &&
        Number.isInteger(parsed.seq) &&
        Number(parsed.seq) >= 0
      )
        return { epoch: parsed.epoch, lastSeq: Number(parsed.seq) };
    } catch {
      // Unreadable: start fresh.
    }
    return undefined;
  }

  private persist(epoch: string, seq: number): void {
    try {
      this.options.storage?.setItem(
        this.options.storageKey,
        JSON.stringify({ epoch, seq, at: this.now() }),
      );
    } catch {
      // Storage full or blocked: resuming within this page still works.
    }
  }
}
