import type { ClientMessage, OverlayServerMessage } from '@kyo/contracts/realtime';
import { CLOSE_CODES, HEARTBEAT_MS, REALTIME_PATH } from '@kyo/contracts/realtime-constants';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { backoffDelay } from '../features/widgets/lib/backoff';
import { browserTimers, type Timers } from '../features/widgets/types/timers';

// Constants from the zod-free contract module; everything else from contracts is types only,
// so zod stays out of the overlay bundle.
export const OVERLAY_REALTIME_PATH = REALTIME_PATH;
const NOT_FOUND = CLOSE_CODES.notFound;
const KEY_ROTATED = CLOSE_CODES.keyRotated;
const HEARTBEAT = HEARTBEAT_MS;

/** No message (not even a ping) for this long means the socket is dead though still "open". */
export const STALE_AFTER_MS = HEARTBEAT * 2 + 5_000;
/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

type Snapshot = Extract<OverlayServerMessage, { type: 'snapshot' }>;

export interface ReceivedEvent {
  seq: number;
  epoch: string;
  event: WidgetEvent;
  test: boolean;
}

export interface ClientStatus {
  state: 'connecting' | 'open' | 'reconnecting' | 'dead';
  /** Reconnect attempts since the last snapshot. */
  attempt: number;
  epoch: string | null;
  /** Last sequence number received / acknowledged as shown. */
  received: number;
  acked: number;
  lastCloseCode: number | null;
  lastError: string | null;
}

export interface OverlayClientOptions {
  key: string;
  url: string;
  createSocket: (url: string) => SocketLike;
  /** Where the resume point survives an OBS source reload; null when storage is unavailable. */
  storage: StorageLike | null;
  timers?: Timers;
  random?: () => number;
  /** This page's clock (tests pin it). */
  now?: () => number;
  onSnapshot: (widget: Snapshot['widget'], extra: SnapshotExtra) => void;
  /** A stateful widget's new state (`test`: a test button's, until the next real one). */
  onState?: (state: ServerState) => void;
  onSettings: (settings: Record<string, unknown>) => void;
  onEvent: (event: ReceivedEvent) => void;
  onReload: () => void;
  onStatus?: (status: ClientStatus) => void;
}

export const storageKey = (key: string) => `kyo.overlay.${key}`;

/** A state from the server, with the server's clock minus ours when it arrived. */
export interface ServerState {
  state: unknown;
  offsetMs: number;
  test: boolean;
}

export interface SnapshotExtra {
  /** The widget's state, for stateful types. */
  state: ServerState | null;
  /** True when the missed events follow as events (the page kept what it showed). */
  resumed: boolean;
}

/**
 * The overlay's realtime connection: hello with the widget key (and, to resume, the last
 * sequence number and epoch), then snapshot, events, settings, reload and pings. Each event is
 * delivered once, in order: a sequence number at or below the last one received is ignored.
 * What was shown is acknowledged into storage, so a reloaded source resumes exactly there.
 * Reconnects with backoff and jitter, except when the key is gone (4404) or rotated (4410).
 */
export class OverlayClient {
  private socket: SocketLike | null = null;
  private stopped = false;
  private reconnectTimer: unknown = null;
  private staleTimer: unknown = null;
  private sentLastSeq: number | undefined;
  private readonly timers: Timers;
  private readonly random: () => number;
  readonly status: ClientStatus = {
    state: 'connecting',
    attempt: 0,
    epoch: null,
    received: 0,
    acked: 0,
    lastCloseCode: null,
    lastError: null,
  };

  constructor(private readonly options: OverlayClientOptions) {
    this.timers = options.timers ?? browserTimers;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'Overlay closed');
    }
  }

  /** The renderer showed this event: remember it as the resume point. */
  ack(seq: number, epoch: string | undefined): void {
    if (epoch !== this.status.epoch || seq <= this.status.acked) return;
    this.status.acked = seq;
    this.persist(epoch, seq);
    this.emitStatus();
  }

  private connect(): void {
    this.reconnectTimer = null;
    this.update({ state: this.status.attempt === 0 ? 'connecting' : 'reconnecting' });
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.armStaleTimer(socket);
      this.send(socket, this.hello());
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.armStaleTimer(socket);
      this.handle(socket, event.data);
    };
    socket.onclose = (event) => this.onClose(socket, event.code);
    socket.onerror = () => undefined;
  }

  private hello(): ClientMessage {
    const { epoch, received } = this.status;
    // Within this page the last received event is the resume point; after a reload, the
    // last one shown (stored), so alerts still queued when OBS reloaded are not lost.
    const resume = epoch !== null ? { epoch, lastSeq: received } : this.stored();
    this.sentLastSeq = resume?.lastSeq;
    return { type: 'hello', role: 'overlay', key: this.options.key, ...resume };
  }

  private handle(socket: SocketLike, data: unknown): void {
    let message: OverlayServerMessage;
    try {
      message = JSON.parse(String(data)) as OverlayServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'snapshot':
        return this.onSnapshot(message);
      case 'event': {
        const epoch = this.status.epoch;
        if (epoch === null || message.seq <= this.status.received) return;
        this.status.received = message.seq;
        this.options.onEvent({
          seq: message.seq,
          epoch,
          event: message.event,
          test: message.test === true,
        });
        return this.emitStatus();
      }
      case 'state':
        return this.options.onState?.({
          state: message.state,
          offsetMs: message.now - this.now(),
          test: message.test === true,
        });
      case 'settings':
        return this.options.onSettings(message.settings);
      case 'reload':
        return this.options.onReload();
      case 'ping':
        return this.send(socket, { type: 'pong', t: message.t });
      case 'error':
        return this.update({ lastError: message.message });
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
    if (!resumed || message.epoch !== this.status.epoch) {
      this.status.acked = from;
      this.persist(message.epoch, from);
    }
    this.status.epoch = message.epoch;
    this.status.received = from;
    this.update({ state: 'open', attempt: 0, lastError: null });
    const state =
      message.state === undefined
        ? null
        : {
            state: message.state,
            offsetMs: message.now === undefined ? 0 : message.now - this.now(),
            test: false,
          };
    this.options.onSnapshot(message.widget, { state, resumed });
  }

  private onClose(socket: SocketLike, code: number): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.clearTimers();
    this.status.lastCloseCode = code;
    if (this.stopped) return;
    if (code === NOT_FOUND || code === KEY_ROTATED) return this.update({ state: 'dead' });
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = backoffDelay(this.status.attempt, this.random);
    this.update({ state: 'reconnecting', attempt: this.status.attempt + 1 });
    this.reconnectTimer = this.timers.set(() => this.connect(), delay);
  }

  /** A socket that went silent (a frozen proxy, a sleeping laptop) is replaced. */
  private armStaleTimer(socket: SocketLike): void {
    if (this.staleTimer !== null) this.timers.clear(this.staleTimer);
    this.staleTimer = this.timers.set(() => {
      this.staleTimer = null;
      if (this.socket !== socket) return;
      socket.onclose = null;
      socket.close(4000, 'No heartbeat');
      this.socket = null;
      this.status.lastCloseCode = 4000;
      this.scheduleReconnect();
    }, STALE_AFTER_MS);
  }

  private clearTimers(): void {
    if (this.reconnectTimer !== null) this.timers.clear(this.reconnectTimer);
    if (this.staleTimer !== null) this.timers.clear(this.staleTimer);
    this.reconnectTimer = null;
    this.staleTimer = null;
  }

  private send(socket: SocketLike, message: ClientMessage): void {
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // Not open any more: onclose follows and reconnects.
    }
  }

  private stored(): { epoch: string; lastSeq: number } | undefined {
    try {
      const raw = this.options.storage?.getItem(storageKey(this.options.key));
      const parsed = raw ? (JSON.parse(raw) as { epoch?: unknown; seq?: unknown }) : null;
      if (
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
      this.options.storage?.setItem(storageKey(this.options.key), JSON.stringify({ epoch, seq }));
    } catch {
      // Storage full or blocked: resuming within this page still works.
    }
  }

  private update(patch: Partial<ClientStatus>): void {
    Object.assign(this.status, patch);
    this.emitStatus();
  }

  private emitStatus(): void {
    this.options.onStatus?.({ ...this.status });
  }
}
