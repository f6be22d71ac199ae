import {
  CATCH_UP_MS,
  HEARTBEAT_MS,
  HELLO_TIMEOUT_MS,
  MAX_CLIENT_MESSAGE_BYTES,
} from '@kyo/contracts';

/** Limits of the realtime gateway (docs/realtime.md explains each). */
export interface RealtimeLimits {
  maxMessageBytes: number;
  helloTimeoutMs: number;
  heartbeatMs: number;
  /** Pings a socket may leave unanswered before it is terminated. */
  missedPings: number;
  /**
   * How often the housekeeping tick runs (hello timeouts, heartbeats, idle slots). Each socket is
   * pinged HEARTBEAT_MS after its last ping, so pings are spread over the interval, not a burst.
   */
  tickMs: number;
  socketsPerWidget: number;
  socketsPerIp: number;
  dashboardsPerUser: number;
  /** New sockets per IP per minute (before RATE_LIMIT_FACTOR). */
  connectsPerIpPerMinute: number;
  replayEvents: number;
  replayMaxAgeMs: number;
  /** An alert widget's display is not replayed events older than this (played late, stale). */
  catchUpMs: number;
  /** A socket this far behind (bytes queued in the kernel and ws) is cut; it resumes on reconnect. */
  maxBufferedBytes: number;
  /** Minimum time between two health pushes to one user's dashboards. */
  healthIntervalMs: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  maxMessageBytes: MAX_CLIENT_MESSAGE_BYTES,
  helloTimeoutMs: HELLO_TIMEOUT_MS,
  heartbeatMs: HEARTBEAT_MS,
  missedPings: 2,
  tickMs: 1_000,
  socketsPerWidget: 20,
  socketsPerIp: 200,
  dashboardsPerUser: 10,
  connectsPerIpPerMinute: 120,
  replayEvents: 500,
  replayMaxAgeMs: 15 * 60_000,
  catchUpMs: CATCH_UP_MS,
  maxBufferedBytes: 1024 * 1024,
  healthIntervalMs: 250,
};
