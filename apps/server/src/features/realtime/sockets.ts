/**
 * Every socket on the realtime endpoints from its upgrade to its close: sockets per address and
 * connects per minute, the hello's deadline, heartbeats, and each message read with its contract
 * and taken only in the state that expects it (hello first, then a pong or a display's OBS
 * report). What a hello or a closed socket means for its role is the gateway's (gateway.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { CLOSE_CODES, type ClientMessage } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limit';
import { parseClientMessage } from './client-messages';
import { Connection, SERVICE_RESTART } from './connection';
import { pingFrame, type Frame } from './frames';
import type { RealtimeLimits } from './limits';

export type Hello = Extract<ClientMessage, { type: 'hello' }>;
export type ObsMessage = Extract<ClientMessage, { type: 'obs' | 'obs.result' }>;

export interface RealtimeSocketsDeps {
  clock: Clock;
  limiter: RateLimiter;
  limits: RealtimeLimits;
  log: FastifyBaseLogger;
  /** A hello in a role the socket's endpoint takes: resolves the socket into that role. */
  hello(connection: Connection, hello: Hello): Promise<void>;
  /** A display in OBS says what its browser source may do, or how a scene switch went. */
  obs(connection: Connection, message: ObsMessage): void;
  /** A pong: the socket (and the widgets it shows) is alive. */
  alive(connection: Connection, now: number): void;
  /** The socket closed; its state still names the role it had. */
  closed(connection: Connection): void;
}

const INTERNAL_ERROR = 1011;

export class RealtimeSockets {
  private readonly connections = new Set<Connection>();
  private readonly perIp = new Map<string, number>();

  constructor(private readonly deps: RealtimeSocketsDeps) {}

  get size(): number {
    return this.connections.size;
  }

  /** Takes over a freshly upgraded socket; its hello may take one of `roles`. */
  accept(ws: WebSocket, ip: string, roles: ReadonlySet<string>): void {
    const { limits } = this.deps;
    const connection = new Connection(
      ws,
      ip,
      this.deps.clock.now(),
      limits.maxBufferedBytes,
      roles,
    );
    const fromIp = this.perIp.get(ip) ?? 0;
    this.connections.add(connection);
    this.perIp.set(ip, fromIp + 1);
    ws.on('close', () => this.onClose(connection));
    ws.on('message', (data, isBinary) => this.onMessage(connection, data, isBinary));

    if (fromIp >= limits.socketsPerIp) {
      connection.close(CLOSE_CODES.tooMany, 'Too many connections from this address');
      return;
    }
    try {
      this.deps.limiter.hit('realtime:connect', ip, {
        limit: limits.connectsPerIpPerMinute,
        windowMs: 60_000,
      });
    } catch {
      connection.close(CLOSE_CODES.tooMany, 'Too many connection attempts, slow down');
    }
  }

  /** Hello deadlines and heartbeats. */
  tick(now: number): void {
    const { limits } = this.deps;
    let ping: Frame | undefined;
    for (const connection of this.connections) {
      const waiting = connection.state === 'new' || connection.state === 'resolving';
      if (waiting && now - connection.openedAt >= limits.helloTimeoutMs) {
        connection.close(CLOSE_CODES.helloTimeout, 'No hello received');
      } else if (now >= connection.nextPingAt) {
        connection.nextPingAt = now + limits.heartbeatMs;
        this.heartbeat(connection, (ping ??= pingFrame(now)));
      }
    }
  }

  /** Server shutdown: clients are told to come back (1012) and resume on the next process. */
  close(): void {
    for (const connection of this.connections) connection.close(SERVICE_RESTART, 'Restarting');
  }

  /**
   * A socket that left `missedPings` pings unanswered is dead (a vanished or frozen browser
   * source) and is terminated without a close handshake. The ping is app-level: its pong comes
   * from the page's script, which proves more than a ws pong (answered by the browser's network
   * stack even when the page is frozen), and costs one frame instead of two.
   */
  private heartbeat(connection: Connection, ping: Frame): void {
    if (connection.missedPings >= this.deps.limits.missedPings) {
      connection.ws.terminate();
      return;
    }
    connection.missedPings += 1;
    connection.send(ping);
  }

  private onMessage(connection: Connection, data: RawData, isBinary: boolean): void {
    const message = isBinary ? undefined : parseClientMessage(data);
    if (!message) return this.reject(connection, 'Messages are JSON text from the contract');
    switch (connection.state) {
      case 'new':
        if (message.type !== 'hello') return this.reject(connection, 'Send hello first');
        if (!connection.roles.has(message.role))
          return this.reject(connection, `This endpoint does not take role ${message.role}`);
        connection.state = 'resolving';
        void this.deps.hello(connection, message).catch((error: unknown) => {
          this.deps.log.error({ err: error }, 'realtime: hello failed');
          connection.close(INTERNAL_ERROR, 'Internal error');
        });
        return;
      case 'overlay':
      case 'scene':
      case 'events':
      case 'dashboard': {
        if (
          (message.type === 'obs' || message.type === 'obs.result') &&
          connection.state !== 'dashboard'
        )
          return this.deps.obs(connection, message);
        if (message.type !== 'pong') return this.reject(connection, 'Unexpected message');
        connection.missedPings = 0;
        this.deps.alive(connection, this.deps.clock.now());
        return;
      }
      default:
        return this.reject(connection, 'Unexpected message');
    }
  }

  private reject(connection: Connection, reason: string): void {
    connection.close(CLOSE_CODES.badMessage, reason);
  }

  private onClose(connection: Connection): void {
    this.connections.delete(connection);
    const fromIp = (this.perIp.get(connection.ip) ?? 1) - 1;
    if (fromIp <= 0) this.perIp.delete(connection.ip);
    else this.perIp.set(connection.ip, fromIp);
    this.deps.closed(connection);
    connection.state = 'closed';
  }
}
