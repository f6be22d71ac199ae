/**
 * The socket an overlay and a scene display share (realtime-client.ts, scene-client.ts): hello on
 * open, pings answered, a silent socket replaced, reconnects with backoff and jitter until the
 * server says the key is gone or rotated.
 */
import type { ClientMessage } from '@kyo/contracts/realtime';
import { CLOSE_CODES, HEARTBEAT_MS } from '@kyo/contracts/realtime-constants';
import { backoffDelay } from '../features/widgets/lib/backoff';
import { browserTimers, type Timers } from '../features/widgets/types/timers';

// Constants from the zod-free contract module, so zod stays out of the overlay bundle.
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
