import { Redis } from 'ioredis';

export type RedisStatus = 'ok' | 'error';

export interface RedisLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The node's connection to Redis (`REDIS_URL`): what several nodes share goes through it.
 * Commands fail at once while it is down (no offline queue): callers fall back to what this
 * node knows, so a Redis outage degrades the service instead of stopping it. Reconnects by
 * itself (every 0.2–2 s); `status` is what `/api/health` reports.
 */
export class RedisLink {
  readonly client: Redis;
  private up = false;

  constructor(
    url: string,
    private readonly log: RedisLog,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    this.client.on('ready', () => {
      if (!this.up) this.log.info({}, 'redis: connected');
      this.up = true;
    });
    const lost = (error?: Error) => {
      if (this.up) this.log.warn({ err: error }, 'redis: connection lost, running degraded');
      this.up = false;
    };
    this.client.on('close', () => lost());
    this.client.on('error', (error: Error) => lost(error));
  }

  get status(): RedisStatus {
    return this.up && this.client.status === 'ready' ? 'ok' : 'error';
  }

  /** Connects at start; a Redis that does not answer leaves the node running, degraded. */
  async start(): Promise<void> {
    try {
      await this.client.connect();
      await this.client.ping();
      this.up = true;
    } catch (error) {
      this.log.warn({ err: error }, 'redis: not reachable at start, running degraded');
    }
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}
