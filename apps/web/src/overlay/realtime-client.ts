import type { ClientMessage, OverlayServerMessage } from '@kyo/contracts/realtime';
import {
  CATCH_UP_MS,
  CLOSE_CODES,
  HEARTBEAT_MS,
  REALTIME_PATH,
} from '@kyo/contracts/realtime-constants';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { backoffDelay } from '../features/widgets/lib/backoff';
import { browserTimers, type Timers } from '../features/widgets/types/timers';
import type { ObsBridge } from './obs-bridge';

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
  /**
   * Where the resume point survives a reload of this browser source (its `sessionStorage`: not
   * shared with the widget's other sources, gone with OBS); null when storage is unavailable.
   */
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
  onSkip?: () => void;
  onStatus?: (status: ClientStatus) => void;
  /** In OBS: what the browser source may do, reported and used for scene switches. */
  obs?: ObsBridge;
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

/** What the shared socket needs from the client on top of it (a widget's overlay, a scene). */
export interface SocketOwner {
  /** The first message on each new socket (with the resume points known by then). */
  hello(): ClientMessage;
  /** A server message other than ping. */
  receive(message: { type: string }): void;
  /** The socket's state changed (for status displays). */
  onSocketState(patch: Partial<ClientStatus>): void;
  /** A ping came: the page is alive and connected (its stored place is still fresh). */
  alive?(): void;
}

export interface ReconnectingSocketOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  timers?: Timers;
  random?: () => number;
}

/**
 * The socket shared by an overlay and a scene display: hello on open, pings answered, reconnects
 * with backoff and jitter (a socket that went silent is replaced), except after a close that says
 * the key is gone (4404) or rotated (4410).
 */
export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private stopped = false;
  private reconnectTimer: unknown = null;
  private staleTimer: unknown = null;
  private attempt = 0;
  private readonly timers: Timers;
  private readonly random: () => number;

  constructor(
    private readonly options: ReconnectingSocketOptions,
    private readonly owner: SocketOwner,
  ) {
    this.timers = options.timers ?? browserTimers;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Sends on the open socket (an OBS report, a scene switch's result); dropped while closed. */
  sendMessage(message: ClientMessage): void {
    if (this.socket) this.send(this.socket, message);
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

  /** The server accepted the hello (a snapshot or a scene came): backoff starts over. */
  accepted(): void {
    this.attempt = 0;
    this.owner.onSocketState({ state: 'open', attempt: 0, lastError: null });
  }

  private connect(): void {
    this.reconnectTimer = null;
    this.owner.onSocketState({ state: this.attempt === 0 ? 'connecting' : 'reconnecting' });
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.armStaleTimer(socket);
      this.send(socket, this.owner.hello());
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.armStaleTimer(socket);
      let message: { type: string; t?: number };
      try {
        message = JSON.parse(String(event.data)) as { type: string; t?: number };
      } catch {
        return;
      }
      if (message.type === 'ping') {
        this.owner.alive?.();
        return this.send(socket, { type: 'pong', t: message.t ?? 0 });
      }
      this.owner.receive(message);
    };
    socket.onclose = (event) => this.onClose(socket, event.code);
    socket.onerror = () => undefined;
  }

  private onClose(socket: SocketLike, code: number): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.clearTimers();
    if (this.stopped) return this.owner.onSocketState({ lastCloseCode: code });
    if (code === NOT_FOUND || code === KEY_ROTATED) {
      return this.owner.onSocketState({ lastCloseCode: code, state: 'dead' });
    }
    this.owner.onSocketState({ lastCloseCode: code });
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = backoffDelay(this.attempt, this.random);
    this.attempt += 1;
    this.owner.onSocketState({ state: 'reconnecting', attempt: this.attempt });
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
      this.owner.onSocketState({ lastCloseCode: 4000 });
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
    this.options.onSnapshot(message.widget, { state, resumed });
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

/**
 * The overlay's realtime connection: hello with the widget key (and, to resume, the last
 * sequence number and epoch), then snapshot, events, settings, reload and pings, through the
 * shared socket and one widget stream.
 */
export class OverlayClient {
  private readonly socket: ReconnectingSocket;
  private readonly stream: WidgetStream;
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
    this.stream = new WidgetStream({
      storageKey: storageKey(options.key),
      storage: options.storage,
      ...(options.now ? { now: options.now } : {}),
      onSnapshot: options.onSnapshot,
      ...(options.onState ? { onState: options.onState } : {}),
      onSettings: options.onSettings,
      onEvent: options.onEvent,
      onReload: options.onReload,
      ...(options.onSkip ? { onSkip: options.onSkip } : {}),
      onChange: () => this.emitStatus(),
    });
    this.socket = new ReconnectingSocket(options, {
      hello: () => ({
        type: 'hello',
        role: 'overlay',
        key: this.options.key,
        ...this.stream.resume(),
      }),
      receive: (message) => {
        const typed = message as OverlayServerMessage;
        if (typed.type === 'error') return this.update({ lastError: typed.message });
        if (typed.type === 'obs.scene')
          return void options.obs?.command(typed, (m) => this.socket.sendMessage(m));
        if (this.stream.handle(typed)) {
          this.socket.accepted();
          options.obs?.connected((m) => this.socket.sendMessage(m));
        }
      },
      onSocketState: (patch) => this.update(patch),
      alive: () => this.stream.touch(),
    });
  }

  start(): void {
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  ack(seq: number, epoch: string | undefined): void {
    this.stream.ack(seq, epoch);
  }

  private update(patch: Partial<ClientStatus>): void {
    Object.assign(this.status, patch);
    this.emitStatus();
  }

  private emitStatus(): void {
    const { epoch, received, acked } = this.stream;
    Object.assign(this.status, { epoch, received, acked });
    this.options.onStatus?.({ ...this.status });
  }
}
