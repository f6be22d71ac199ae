import { WebSocket, type ClientOptions } from 'ws';

export interface ReceivedMessage {
  type: string;
  [field: string]: unknown;
}

/**
 * A real WebSocket client for tests: records every message, lets a test wait for the next one
 * (or the next of a type), answers the app-level ping like an overlay does (unless told not to),
 * and exposes how the socket closed.
 */
export class TestSocket {
  readonly received: ReceivedMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = 0;
  private wake: (() => void) | undefined;

  private constructor(
    readonly ws: WebSocket,
    private readonly answerPings: boolean,
  ) {
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake?.();
      });
    });
    ws.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString('utf8')) as ReceivedMessage;
      this.received.push(message);
      if (message.type === 'ping' && this.answerPings) this.send({ type: 'pong', t: message.t });
      this.wake?.();
    });
  }

  static open(
    url: string,
    options: ClientOptions & { answerPings?: boolean } = {},
  ): Promise<TestSocket> {
    const { answerPings = true, ...wsOptions } = options;
    const ws = new WebSocket(url, wsOptions);
    const socket = new TestSocket(ws, answerPings);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message not yet taken (optionally the next of a type, skipping others). */
  async next(type?: string, timeoutMs = 3000): Promise<ReceivedMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.received.length) {
        const message = this.received[this.cursor++]!;
        if (!type || message.type === type) return message;
      }
      if (this.ws.readyState === WebSocket.CLOSED) {
        throw new Error(`socket closed while waiting for ${type ?? 'a message'}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type ?? 'message'} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** Waits for `count` more messages of a type. */
  async take(type: string, count: number): Promise<ReceivedMessage[]> {
    const taken: ReceivedMessage[] = [];
    while (taken.length < count) taken.push(await this.next(type));
    return taken;
  }

  close(): void {
    this.ws.close();
  }

  /** Drops the TCP connection without a close handshake, like a crashed browser source. */
  drop(): void {
    this.ws.terminate();
  }
}
