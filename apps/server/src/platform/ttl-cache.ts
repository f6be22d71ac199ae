import type { Clock } from './clock';

/**
 * A small cache of values that go stale: each entry lives for a time chosen from its value (a
 * miss may be kept shorter than a hit), concurrent loads of one key share one promise, a failed
 * load is not kept, and past `capacity` entries the oldest go first.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<
    K,
    { value: Promise<V>; until: number; known?: { value: V } }
  >();

  constructor(
    private readonly clock: Clock,
    private readonly ttlOf: (value: V) => number,
    private readonly capacity = 10_000,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now();
    const cached = this.entries.get(key);
    if (cached && cached.until > now) return cached.value;
    // A Drizzle query is a lazy thenable that runs again at each `then`: adopted once into a
    // promise, every caller awaits one query (two awaits used to send it twice, and the
    // resolution that fills `peek` could come after a caller's).
    const loading = load();
    const value = loading instanceof Promise ? loading : Promise.resolve(loading);
    // Until it resolves, concurrent callers share the load (and `peek` sees the last value).
    this.set(key, value, now + 60_000, cached?.known);
    value.then(
      (resolved) => {
        if (this.entries.get(key)?.value === value)
          this.set(key, value, this.clock.now() + this.ttlOf(resolved), { value: resolved });
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The value last loaded, while it is fresh or being loaded again; undefined before the first
   * load resolves or once the key was forgotten. Never starts a load.
   */
  peek(key: K): { value: V } | undefined {
    const cached = this.entries.get(key);
    return cached && cached.until > this.clock.now() ? cached.known : undefined;
  }

  /** Forgets everything (values changed elsewhere). */
  clear(): void {
    this.entries.clear();
  }

  /** Forgets a key (its value changed here). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  private set(key: K, value: Promise<V>, until: number, known?: { value: V }): void {
    this.entries.delete(key);
    this.entries.set(key, known ? { value, until, known } : { value, until });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
