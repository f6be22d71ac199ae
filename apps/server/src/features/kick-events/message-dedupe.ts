/** A bounded set that forgets its oldest entries first. */
export class RecentSet {
  private readonly items = new Set<string>();
  constructor(private readonly capacity: number) {}

  has(value: string): boolean {
    return this.items.has(value);
  }

  add(value: string): void {
    this.items.delete(value);
    this.items.add(value);
    if (this.items.size > this.capacity) {
      const oldest = this.items.values().next().value;
      if (oldest !== undefined) this.items.delete(oldest);
    }
  }
}

interface Pending {
  messageId: string;
  eventType: string;
  receivedAt: Date;
  resolve: (claimed: boolean) => void;
  reject: (error: unknown) => void;
}

export interface DedupeStore {
  /** Inserts the ids that are new; answers those it inserted. */
  claimMessages(
    rows: Array<{ messageId: string; eventType: string; receivedAt: Date }>,
  ): Promise<Set<string>>;
}

const MAX_BATCH = 500;

/**
 * "Have we seen this webhook message id?", answered once per id across restarts and nodes by the
 * database table, with a memory of recent ids in front so a redelivery costs no query.
 *
 * Claims are group-committed: the ids that arrive while one insert runs (or within `lingerMs` of
 * the first) go in the next insert together, so under load one statement carries many ids
 * (PGlite runs one statement at a time: this is what keeps up at thousands of webhooks a second).
 */
export class MessageDedupe {
  private readonly recent: RecentSet;
  private readonly inflight = new Map<string, Promise<boolean>>();
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly store: DedupeStore,
    private readonly options: { capacity?: number; lingerMs?: number } = {},
  ) {
    this.recent = new RecentSet(options.capacity ?? 50_000);
  }

  /** True when this call is the first to see the id: the caller processes the message. */
  async claim(messageId: string, eventType: string, receivedAt: Date): Promise<boolean> {
    if (this.recent.has(messageId)) return false;
    const pending = this.inflight.get(messageId);
    // Two deliveries at once: the second waits for the first, and is a duplicate if it succeeded.
    if (pending)
      return pending.then(
        () => false,
        () => this.claim(messageId, eventType, receivedAt),
      );
    const claim = new Promise<boolean>((resolve, reject) => {
      this.queue.push({ messageId, eventType, receivedAt, resolve, reject });
    });
    this.inflight.set(messageId, claim);
    claim.then(
      () => {
        this.recent.add(messageId);
        this.inflight.delete(messageId);
      },
      () => this.inflight.delete(messageId),
    );
    if (!this.flushing) void this.flush();
    return claim;
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        // Let the requests that arrive meanwhile (this tick, or the next milliseconds) join.
        const linger = this.options.lingerMs ?? 0;
        if (linger > 0) await new Promise((resolve) => setTimeout(resolve, linger));
        else await Promise.resolve();
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const inserted = await this.store.claimMessages(
            batch.map(({ messageId, eventType, receivedAt }) => ({
              messageId,
              eventType,
              receivedAt,
            })),
          );
          for (const item of batch) item.resolve(inserted.has(item.messageId));
        } catch (error) {
          for (const item of batch) item.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
