/**
 * Runs tasks one after another per key (a channel's commands, alerts and state changes keep
 * their order) while different keys run concurrently. `idle()` waits for everything queued.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown, key: string) => void) {}

  run(key: string, task: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task).catch((error: unknown) => this.onError(error, key));
    this.tails.set(key, next);
    this.running.add(next);
    void next.finally(() => {
      this.running.delete(next);
      if (this.tails.get(key) === next) this.tails.delete(key);
    });
    return next;
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
