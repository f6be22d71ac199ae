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

/**
 * Delivers each message to every subscriber of its topic, asynchronously (publish never blocks
 * the publisher, e.g. the webhook's fast 2xx) and in publish order per subscriber. A handler that
 * throws is reported, not propagated: one failing consumer never stops the others.
 */
export class InProcessEventBus<Topics extends Record<string, unknown>> implements EventBus<Topics> {
  private readonly handlers = new Map<string, Set<(message: unknown) => void | Promise<void>>>();
  private readonly pending = new Set<Promise<void>>();
  private readonly queues = new Map<(message: unknown) => void | Promise<void>, Promise<void>>();

  constructor(private readonly onError: (topic: string, error: unknown) => void) {}

  publish<K extends keyof Topics & string>(topic: K, message: Topics[K]): void {
    const handlers = this.handlers.get(topic);
    if (!handlers) return;
    for (const handler of handlers) {
      // Chain per handler so a consumer sees messages in publish order.
      const previous = this.queues.get(handler) ?? Promise.resolve();
      const run = previous.then(async () => {
        try {
          await handler(message);
        } catch (error) {
          this.onError(topic, error);
        }
      });
      this.queues.set(handler, run);
      this.pending.add(run);
      void run.finally(() => {
        this.pending.delete(run);
        if (this.queues.get(handler) === run) this.queues.delete(handler);
      });
    }
  }

  subscribe<K extends keyof Topics & string>(
    topic: K,
    handler: (message: Topics[K]) => void | Promise<void>,
  ): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    const wrapped = handler as (message: unknown) => void | Promise<void>;
    set.add(wrapped);
    return () => set.delete(wrapped);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
