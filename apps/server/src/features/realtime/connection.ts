import { WebSocket } from 'ws';
import { layerFrame, type Frame } from './frames';
import { CLOSE_CODES } from '@kyo/contracts';

const TEXT = { binary: false } as const;

/** WebSocket close code for a server restart (RFC 6455 registry): clients reconnect. */
export const SERVICE_RESTART = 1012;

/**
 * new → (hello) → resolving → overlay | scene | dashboard → closed. Only `hello` is accepted while new,
 * nothing while the key or token is being checked, only `pong` afterwards.
 */
export type ConnectionState =
  'new' | 'resolving' | 'overlay' | 'scene' | 'dashboard' | 'events' | 'closed';

/** A token checked again: still good, gone (revoked or expired), or no longer allowed. */
export type EventsAccessCheck = 'ok' | 'revoked' | 'forbidden';

/** The public API's event socket: the token it was opened with, checked again now and then. */
export interface EventsAccess {
  tokenId: string;
  /** When the token expires (ms), or null. */
  expiresAt: number | null;
  /** Whether the token still reaches the channel (not revoked, still a moderator). */
  recheck(): Promise<EventsAccessCheck>;
  nextCheckAt: number;
}

/** One client socket and what the gateway knows about it. */
export class Connection {
  state: ConnectionState = 'new';
  /** Pings sent since the client last answered one. */
  missedPings = 0;
  /** When this socket gets its next ping (spread over the interval by when sockets said hello). */
  nextPingAt = Infinity;
  /** The widget of an overlay socket. */
  widgetId: string | undefined;
  /** The scene of a scene display's socket, and its widget layers' sinks by widget. */
  sceneId: string | undefined;
  readonly layers = new Map<string, LayerSink>();
  /** The user of a dashboard socket. */
  userId: string | undefined;
  /** The owner of an overlay's or a scene display's widgets (for what it reports from OBS). */
  ownerId: string | undefined;
  /** An overlay's widget type. */
  widgetType: string | null = null;
  /** The sign-in session whose token opened a dashboard socket (it ends with that session). */
  sessionId: string | undefined;
  /** An event socket's token. */
  events: EventsAccess | undefined;

  constructor(
    readonly ws: WebSocket,
    readonly ip: string,
    readonly openedAt: number,
    private readonly maxBufferedBytes: number,
    /** The roles a hello on this socket's path may take (the event WebSocket: only `events`). */
    readonly roles: ReadonlySet<string>,
  ) {}

  /** What kind of display this socket is, for the OBS bridge. */
  get kind(): 'widget' | 'scene' {
    return this.state === 'scene' ? 'scene' : 'widget';
  }

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

/**
 * One widget layer of a scene display: the widget's frames go to the display's socket wrapped
 * with the widget's id. A widget's key rotation does not concern a scene (it is reached by the
 * scene's key); a deleted widget's layer is told so and stops receiving.
 */
export class LayerSink {
  widgetId: string | undefined;
  constructor(
    readonly connection: Connection,
    widgetId: string,
  ) {
    this.widgetId = widgetId;
  }

  send(frame: Frame): void {
    if (this.widgetId) this.connection.send(layerFrame(this.widgetId, frame));
  }

  close(code: number, reason: string): void {
    // The widget's stream starts over: the whole display reconnects and resumes its other layers.
    if (code === SERVICE_RESTART) return this.connection.close(code, reason);
    if (code === CLOSE_CODES.keyRotated || !this.widgetId) return;
    this.send(Buffer.from(JSON.stringify({ type: 'error', code: 'widget_gone', message: reason })));
    this.connection.layers.delete(this.widgetId);
    this.widgetId = undefined;
  }
}
