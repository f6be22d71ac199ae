/** Where leases are kept (Redis with several nodes). */
export interface LeaseStore {
  /** Takes `name` for `holder` for `ttlMs`, or renews it; answers whether `holder` has it. */
  hold(name: string, holder: string, ttlMs: number): Promise<boolean>;
  release(name: string, holder: string): Promise<void>;
}

export interface LeaseOptions {
  /** How long a lease lasts without renewal: a dead holder's work moves within this. */
  ttlMs: number;
  /** How often the leases this node wants are taken or renewed. */
  renewMs: number;
}

export const DEFAULT_LEASES: LeaseOptions = { ttlMs: 10_000, renewMs: 2_000 };

/**
 * Leases that make background work run on one node at a time (decision record 015): each node
 * tries every `renewMs` to take or renew the leases it wants; the holder keeps one as long as it
 * lives, and when it dies (kill -9) another takes it once it expires, within `ttlMs + renewMs`.
 * A node counts a lease as its own until `ttlMs - renewMs` after the answer, before the store
 * lets it expire, so two nodes never both believe they hold it while the store answers.
 *
 * Without a store (one node) or while it is unreachable, every node runs the work itself: each
 * job leased here is also safe twice (timers claim each due time in the database; the others
 * are idempotent), so an outage costs duplicate effort, never a missed timer.
 */
export class Leases {
  private readonly wanted = new Set<string>();
  private readonly until = new Map<string, number>();
  private storeUp = true;
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly store: LeaseStore | undefined,
    readonly holder: string,
    private readonly now: () => number,
    private readonly options: LeaseOptions = DEFAULT_LEASES,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Starts competing for `name` (at once, and at every renewal). */
  want(name: string): void {
    if (!this.store || this.wanted.has(name)) return;
    this.wanted.add(name);
    this.timer ??= setInterval(() => void this.renew(), this.options.renewMs);
    this.timer.unref();
    void this.renew();
  }

  /** Stops competing for `name`; a lease held is handed back at once for another node to take. */
  unwant(name: string): void {
    if (!this.wanted.delete(name)) return;
    const held = this.until.delete(name);
    if (held && this.store)
      this.store.release(name, this.holder).catch((error: unknown) => this.onError(error));
  }

  /** Whether this node should run `name`'s work now. */
  holds(name: string): boolean {
    if (!this.store || !this.storeUp) return true;
    return (this.until.get(name) ?? 0) > this.now();
  }

  /** The leases this node holds now (health, tests). */
  held(): string[] {
    return [...this.wanted].filter((name) => this.store && this.storeUp && this.holds(name));
  }

  /**
   * Takes or renews every wanted lease once (the timer calls it; tests may too). A lease wanted
   * while a round runs gets a round of its own right after.
   */
  renew(): Promise<void> {
    if (this.renewing) {
      this.again = true;
      return this.renewing;
    }
    this.renewing = (async () => {
      do {
        this.again = false;
        await this.renewAll();
      } while (this.again);
    })().finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  /** Hands the leases back at shutdown, so another node takes over at once. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.renewing;
    const mine = [...this.until.keys()];
    this.until.clear();
    this.wanted.clear();
    const store = this.store;
    if (!store) return;
    await Promise.all(mine.map((name) => store.release(name, this.holder).catch(() => undefined)));
  }

  private async renewAll(): Promise<void> {
    const store = this.store!;
    const asked = this.now();
    // One round of commands (ioredis pipelines them on its connection).
    const names = [...this.wanted];
    const answers = await Promise.allSettled(
      names.map((name) => store.hold(name, this.holder, this.options.ttlMs)),
    );
    const failed = answers.find((answer) => answer.status === 'rejected');
    if (failed) {
      if (this.storeUp) this.onError(failed.reason);
      this.storeUp = false;
      this.until.clear();
      return;
    }
    this.storeUp = true;
    names.forEach((name, i) => {
      const answer = answers[i] as PromiseFulfilledResult<boolean>;
      // Unwanted meanwhile: not ours to keep (it was released or will lapse).
      if (answer.value && this.wanted.has(name))
        this.until.set(name, asked + this.options.ttlMs - this.options.renewMs);
      else this.until.delete(name);
    });
  }
}
