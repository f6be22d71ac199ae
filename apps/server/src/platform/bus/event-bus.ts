/**
 * The event bus: Kick events, test events and internal signals travel on it from their source
 * (webhook ingest, builder buttons) to their consumers (bot engine, widget gateway). In-process
 * now; a Redis implementation of the same interface fans out across nodes later.
 */
export interface EventBus<Topics extends Record<string, unknown>> {
  publish<K extends keyof Topics & string>(topic: K, message: Topics[K]): void;
  /**
   * Returns an unsubscribe function. `accepts`, when given, is asked as each message is published
   * (synchronously, in the publisher's turn): a message it refuses never reaches this handler and
   * costs it nothing more (the chat pipeline's stages skip what a channel has not switched on).
   */
  subscribe<K extends keyof Topics & string>(
    topic: K,
    handler: (message: Topics[K]) => void | Promise<void>,
    accepts?: (message: Topics[K]) => boolean,
  ): () => void;
  /** Resolves when every handler started so far has finished (tests, graceful shutdown). */
  drain(): Promise<void>;
}

type Handler = (message: unknown) => void | Promise<void>;

/** One subscription: its messages in publish order, run one at a time. */
interface Lane {
  topic: string;
  handler: Handler;
  accepts: ((message: unknown) => boolean) | undefined;
  queue: unknown[];
  running: boolean;
}

/**
 * Delivers each message to every subscriber of its topic, asynchronously (publish never blocks
 * the publisher, e.g. the webhook's fast 2xx) and in publish order per subscriber. A handler that
 * throws is reported, not propagated: one failing consumer never stops the others.
 *
 * Every chat line is published to a dozen consumers, so delivery allocates nothing per handler and
 * message but the queue's slot: each subscription has a lane; the lanes one publish woke are run
 * by one promise job; a lane runs its handlers in a plain loop while they answer synchronously and
 * waits (then goes on) only for a handler that returns a promise; `drain()` counts lanes at work.
 */
export class InProcessEventBus<Topics extends Record<string, unknown>> implements EventBus<Topics> {
  private readonly lanes = new Map<string, Set<Lane>>();
  private running = 0;
  private waiters: Array<() => void> = [];

  constructor(private readonly onError: (topic: string, error: unknown) => void) {}

  // A resolved promise's `then`, not `queueMicrotask`: Node wraps each of the latter in an async
  // resource, which cost more than the handlers on a busy chat.
  private readonly runLanes = (woken: Lane[]) => {
    for (const lane of woken) this.run(lane, 0);
  };

  publish<K extends keyof Topics & string>(topic: K, message: Topics[K]): void {
    const lanes = this.lanes.get(topic);
    if (!lanes) return;
    let woken: Lane[] | undefined;
    for (const lane of lanes) {
      if (lane.accepts !== undefined && !this.accepted(lane, message)) continue;
      lane.queue.push(message);
      if (lane.running) continue;
      lane.running = true;
      this.running++;
      (woken ??= []).push(lane);
    }
    if (woken) void Promise.resolve(woken).then(this.runLanes);
  }

  subscribe<K extends keyof Topics & string>(
    topic: K,
    handler: (message: Topics[K]) => void | Promise<void>,
    accepts?: (message: Topics[K]) => boolean,
  ): () => void {
    let set = this.lanes.get(topic);
    if (!set) {
      set = new Set();
      this.lanes.set(topic, set);
    }
    const lane: Lane = {
      topic,
      handler: handler as Handler,
      accepts: accepts as Lane['accepts'],
      queue: [],
      running: false,
    };
    set.add(lane);
    // Messages published before the unsubscribe are still delivered.
    return () => set.delete(lane);
  }

  async drain(): Promise<void> {
    while (this.running > 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** A filter that throws lets the message through (and is reported), as a failing gate does. */
  private accepted(lane: Lane, message: unknown): boolean {
    try {
      return lane.accepts!(message);
    } catch (error) {
      this.onError(lane.topic, error);
      return true;
    }
  }

  /** Runs the lane's messages from `next` on; returns when it waits for a handler's promise. */
  private run(lane: Lane, next: number): void {
    const { queue } = lane;
    while (next < queue.length) {
      // A lane that never empties (a busy chat, a slow consumer) lets go of what it delivered.
      if (next === 1024) {
        queue.splice(0, next);
        next = 0;
      }
      const message = queue[next++];
      let result: unknown;
      try {
        result = lane.handler(message);
      } catch (error) {
        this.onError(lane.topic, error);
        continue;
      }
      // A handler typed `void` may still answer a value (`(n) => list.push(n)`): only a promise
      // (any thenable) is waited for.
      if (result !== undefined && typeof (result as Promise<void>).then === 'function') {
        const after = next;
        (result as Promise<void>).then(
          () => this.run(lane, after),
          (error: unknown) => {
            this.onError(lane.topic, error);
            this.run(lane, after);
          },
        );
        return;
      }
    }
    queue.length = 0;
    lane.running = false;
    if (--this.running === 0) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}
