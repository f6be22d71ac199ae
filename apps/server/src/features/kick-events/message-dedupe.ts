import { GroupCommit } from '../../platform/group-commit';

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

interface ClaimRow {
  messageId: string;
  eventType: string;
  receivedAt: Date;
}

export interface DedupeStore {
  /** Inserts the ids that are new; answers those it inserted. */
  claimMessages(rows: ClaimRow[]): Promise<Set<string>>;
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
  private readonly claims: GroupCommit<ClaimRow, boolean>;

  constructor(store: DedupeStore, options: { capacity?: number; lingerMs?: number } = {}) {
    this.recent = new RecentSet(options.capacity ?? 50_000);
    this.claims = new GroupCommit(
      async (rows) => {
        const inserted = await store.claimMessages(rows);
        return rows.map((row) => inserted.has(row.messageId));
      },
      { maxBatch: MAX_BATCH, lingerMs: options.lingerMs ?? 0 },
    );
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
    const claim = this.claims.add({ messageId, eventType, receivedAt });
    this.inflight.set(messageId, claim);
    claim.then(
      () => {
        this.recent.add(messageId);
        this.inflight.delete(messageId);
      },
      () => this.inflight.delete(messageId),
    );
    return claim;
  }
}
