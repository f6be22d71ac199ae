import { WebSocket } from 'ws';
import type { Frame } from './frames';

const TEXT = { binary: false } as const;

/**
 * new → (hello) → resolving → overlay | dashboard → closed. Only `hello` is accepted while new,
 * nothing while the key or token is being checked, only `pong` afterwards.
 */
export type ConnectionState = 'new' | 'resolving' | 'overlay' | 'dashboard' | 'closed';

/** One client socket and what the gateway knows about it. */
export class Connection {
  state: ConnectionState = 'new';
  /** Pings sent since the client last answered one. */
  missedPings = 0;
  /** When this socket gets its next ping (spread over the interval by when sockets said hello). */
  nextPingAt = Infinity;
  /** The widget of an overlay socket. */
  widgetId: string | undefined;
  /** The user of a dashboard socket. */
  userId: string | undefined;
  /** The sign-in session whose token opened a dashboard socket (it ends with that session). */
  sessionId: string | undefined;

  constructor(
    readonly ws: WebSocket,
    readonly ip: string,
    readonly openedAt: number,
    private readonly maxBufferedBytes: number,
  ) {}

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /**
   * Sends a pre-serialized text frame. A client that stopped reading (its queue passed the cap)
   * is cut rather than buffered without end; it resumes from the replay buffer on reconnect.
   */
  send(frame: Frame): void {
    const ws = this.ws;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > this.maxBufferedBytes) {
      ws.terminate();
      return;
    }
    ws.send(frame, TEXT);
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close(code, reason);
  }
}
