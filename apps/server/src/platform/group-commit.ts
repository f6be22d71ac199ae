/**
 * Writes items in one statement; when it fails, each item alone, so one item the database refuses
 * fails only itself (never another tenant's rows in the same batch). Answers the items that failed.
 */
export async function writeBatchOrEach<T>(
  items: readonly T[],
  write: (items: T[]) => Promise<void>,
): Promise<Array<{ item: T; error: unknown }>> {
  if (items.length === 0) return [];
  try {
    await write([...items]);
    return [];
  } catch (error) {
    if (items.length === 1) return [{ item: items[0]!, error }];
  }
  const failed: Array<{ item: T; error: unknown }> = [];
  for (const item of items) {
    try {
      await write([item]);
    } catch (error) {
      failed.push({ item, error });
    }
  }
  return failed;
}

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes that arrive while one statement runs (or within `lingerMs` of the first)
 * go in one statement together; under load one statement carries many rows. PGlite runs one
 * statement at a time, at a millisecond or more each whatever its size, so this is what keeps
 * it from drowning in one-row statements at thousands of messages a second.
 */
export class GroupCommit<T, R> {
  private queue: Array<Pending<T, R>> = [];
  private running: Promise<void> | undefined;

  constructor(
    /** Writes a batch; answers one result per item, in order. */
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly options: { maxBatch?: number; lingerMs?: number } = {},
  ) {}

  add(item: T): Promise<R> {
    const result = new Promise<R>((resolve, reject) => this.queue.push({ item, resolve, reject }));
    this.running ??= this.drain();
    return result;
  }

  /** Resolves when everything added so far is written. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      const { maxBatch = 500, lingerMs = 0 } = this.options;
      while (this.queue.length > 0) {
        // Let the writes made meanwhile (this tick, or the next milliseconds) join the batch.
        if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
        else await Promise.resolve();
        const batch = this.queue.splice(0, maxBatch);
        await this.writeBatch(batch);
      }
    } finally {
      this.running = undefined;
    }
  }

  /**
   * One statement for the batch. When it fails, every row is tried again alone: the rows of many
   * channels share a batch, and one row the database refuses must fail only its own writer, never
   * another tenant's (nor give them its error).
   */
  private async writeBatch(batch: Array<Pending<T, R>>): Promise<void> {
    try {
      const results = await this.write(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i]!));
      return;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
    }
    for (const p of batch) {
      try {
        const [result] = await this.write([p.item]);
        p.resolve(result!);
      } catch (error) {
        p.reject(error);
      }
    }
  }
}
