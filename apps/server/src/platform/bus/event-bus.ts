/**
 * The event bus: Kick events, test events and internal signals travel on it from their source
 * (webhook ingest, builder buttons) to their consumers (bot engine, widget gateway). In-process
 * now; a Redis implementation of the same interface fans out across nodes later.
 */
export interface EventBus<Topics extends Record<string, unknown>> {
  publish<K extends keyof Topics & string>(topic: K, message: Topics[K]): void;
  /** Returns an unsubscribe function. */
  subscribe<K extends keyof Topics & string>(
    topic: K,
    handler: (message: Topics[K]) => void | Promise<void>,
  ): () => void;
  /** Resolves when every handler started so far has finished (tests, graceful shutdown). */
  drain(): Promise<void>;
}

type Handler = (message: unknown) => void | Promise<void>;

/** One subscription: its messages in publish order, run one at a time. */
interface Lane {
  topic: string;
  handler: Handler;
  queue: unknown[];
  running: boolean;
}

/**
 * Delivers each message to every subscriber of its topic, asynchronously (publish never blocks
 * the publisher, e.g. the webhook's fast 2xx) and in publish order per subscriber. A handler that
 * throws is reported, not propagated: one failing consumer never stops the others.
 *
 * Every chat line is published to a dozen consumers, so delivery allocates nothing per handler and
 * message but the queue's slot: each subscription has a lane that one promise job drains, a handler
 * that answers synchronously runs without a promise, and `drain()` counts lanes at work.
 */
export class InProcessEventBus<Topics extends Record<string, unknown>> implements EventBus<Topics> {
  private readonly lanes = new Map<string, Set<Lane>>();
  private running = 0;
  private waiters: Array<() => void> = [];

  constructor(private readonly onError: (topic: string, error: unknown) => void) {}

  // A resolved promise's `then`, not `queueMicrotask`: Node wraps each of the latter in an async
  // resource, which cost more than the handlers on a busy chat.
  private readonly runLane = (lane: Lane) => this.run(lane);

  publish<K extends keyof Topics & string>(topic: K, message: Topics[K]): void {
    const lanes = this.lanes.get(topic);
    if (!lanes) return;
    for (const lane of lanes) {
      lane.queue.push(message);
      if (lane.running) continue;
      lane.running = true;
      this.running++;
      void Promise.resolve(lane).then(this.runLane);
    }
  }

  subscribe<K extends keyof Topics & string>(
    topic: K,
    handler: (message: Topics[K]) => void | Promise<void>,
  ): () => void {
    let set = this.lanes.get(topic);
    if (!set) {
      set = new Set();
      this.lanes.set(topic, set);
    }
    const lane: Lane = { topic, handler: handler as Handler, queue: [], running: false };
    set.add(lane);
    // Messages published before the unsubscribe are still delivered.
    return () => set.delete(lane);
  }

  async drain(): Promise<void> {
    while (this.running > 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private async run(lane: Lane): Promise<void> {
    let next = 0;
    while (next < lane.queue.length) {
      // A lane that never empties (a busy chat, a slow consumer) lets go of what it delivered.
      if (next === 1024) {
        lane.queue.splice(0, next);
        next = 0;
      }
      const message = lane.queue[next++];
      try {
        const result = lane.handler(message);
        if (result !== undefined) await result;
      } catch (error) {
        this.onError(lane.topic, error);
      }
    }
    lane.queue.length = 0;
    lane.running = false;
    if (--this.running === 0) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}
