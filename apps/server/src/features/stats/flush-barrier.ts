import { randomUUID } from 'node:crypto';
import type { ClusterChannel } from '../../platform/redis/redis-channel';

/** The longest a recap waits for the other nodes' counts (a node silent that long is away). */
export const FLUSH_BARRIER_MS = 5_000;

type Message = { kind: 'flush' | 'flushed'; request: string };

const isMessage = (value: unknown): value is Message => {
  const m = value as Partial<Message> | null;
  return (m?.kind === 'flush' || m?.kind === 'flushed') && typeof m.request === 'string';
};

/**
 * Every node's counts written before a stream's recap is read (issue 40: it missed up to 3 s of
 * the other nodes' counts). The node that ends the stream (the update that ends it decides which,
 * once) flushes and asks the others over the cluster channel to flush too, then waits for as many
 * answers as Redis says nodes listen, at most FLUSH_BARRIER_MS: a node that does not answer by
 * then is dead or stuck, and what it counted reaches the stream's totals with its next flush but
 * not the recap event. Alone (no Redis) a node's own flush is the barrier.
 */
export class FlushBarrier {
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly flush: () => Promise<void>,
    private readonly channel: ClusterChannel | undefined,
    private readonly onError: (error: unknown) => void,
    private readonly waitMs = FLUSH_BARRIER_MS,
  ) {}

  /** Answers the other nodes' requests (and hears the answers to this node's). */
  listen(): Promise<void> {
    const channel = this.channel;
    if (!channel) return Promise.resolve();
    return channel.listen(
      (message) => {
        if (!isMessage(message)) return;
        if (message.kind === 'flushed') return this.waiting.get(message.request)?.();
        void this.flush()
          .catch((error: unknown) => this.onError(error))
          .finally(() => channel.publish({ kind: 'flushed', request: message.request }));
      },
      () => undefined,
    );
  }

  close(): Promise<void> {
    return this.channel?.close() ?? Promise.resolve();
  }

  /** Resolves once this node and every other listening node have written their counts. */
  async everywhere(): Promise<void> {
    const own = this.flush();
    if (!this.channel?.publishCounted) return own;
    const request = randomUUID();
    let answered = 0;
    let expected = Infinity;
    let timer: NodeJS.Timeout | undefined;
    const all = new Promise<void>((resolve) => {
      this.waiting.set(request, () => {
        answered += 1;
        if (answered >= expected) resolve();
      });
      timer = setTimeout(resolve, this.waitMs);
      timer.unref();
      void this.channel!.publishCounted!({ kind: 'flush', request }).then(
        (listening) => {
          // Every node listening but this one answers.
          expected = Math.max(0, listening - 1);
          if (answered >= expected) resolve();
        },
        (error: unknown) => {
          this.onError(error);
          resolve();
        },
      );
    });
    try {
      await Promise.all([own, all]);
    } finally {
      clearTimeout(timer);
      this.waiting.delete(request);
    }
  }
}
