import type { Redis } from 'ioredis';
import type { RedisLink, RedisLog } from './redis-link';

/** What a node publishes to the others and hears from them (the realtime feature's port). */
export interface ClusterChannel {
  /** Sends to every other node; lost while Redis is away (the resync after covers it). */
  publish(message: object): void;
  /**
   * Sends to every other node and answers how many nodes listen on the channel, this one
   * included when it listens (0 while Redis is away): an asker knows how many answers to wait for.
   */
  publishCounted?(message: object): Promise<number>;
  /**
   * Hears the other nodes' messages; `onResync` runs when the link comes back after a loss, so
   * the node can read again what it may have missed.
   */
  listen(handler: (message: unknown) => void, onResync: () => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * A Redis pub/sub channel between nodes: fire-and-forget, each message tagged with its node so a
 * node never handles its own. The subscriber is a second connection (a subscribed connection
 * can do nothing else); it re-subscribes by itself after a reconnect.
 */
export class RedisChannel implements ClusterChannel {
  private subscriber: Redis | null = null;

  constructor(
    private readonly link: RedisLink,
    private readonly name: string,
    private readonly nodeId: string,
    private readonly log: RedisLog,
  ) {}

  publish(message: object): void {
    if (this.link.status !== 'ok') return;
    this.link.client
      .publish(this.name, JSON.stringify({ from: this.nodeId, message }))
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'redis: a cluster message was lost'),
      );
  }

  async publishCounted(message: object): Promise<number> {
    if (this.link.status !== 'ok') return 0;
    return this.link.client.publish(this.name, JSON.stringify({ from: this.nodeId, message }));
  }

  async listen(handler: (message: unknown) => void, onResync: () => void): Promise<void> {
    const subscriber = this.link.client.duplicate({
      enableOfflineQueue: true,
      lazyConnect: true,
      autoResubscribe: false,
    });
    this.subscriber = subscriber;
    let lost = false;
    subscriber.on('close', () => {
      lost = true;
    });
    subscriber.on('error', () => {
      lost = true;
    });
    subscriber.on('ready', () => {
      // (Re)subscribes on every connection, including the first one after a failed start.
      subscriber
        .subscribe(this.name)
        .then(() => {
          if (!lost) return;
          lost = false;
          onResync();
        })
        .catch((error: unknown) => this.log.warn({ err: error }, 'redis: subscribing failed'));
    });
    subscriber.on('message', (_channel: string, raw: string) => {
      let parsed: { from?: unknown; message?: unknown };
      try {
        parsed = JSON.parse(raw) as { from?: unknown; message?: unknown };
      } catch {
        return;
      }
      if (parsed.from !== this.nodeId) handler(parsed.message);
    });
    try {
      await subscriber.connect();
    } catch (error) {
      // Redis is away at start: ioredis keeps trying and subscribes once it is back.
      lost = true;
      this.log.warn({ err: error }, 'redis: cluster channel waits for Redis');
    }
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect();
  }
}
