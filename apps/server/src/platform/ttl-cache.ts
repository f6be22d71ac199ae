import type { Clock } from './clock';

interface Entry<V> {
  value: Promise<V>;
  until: number;
  known?: { value: V };
  /** A value read again in the background is still on its way. */
  refreshing?: boolean;
}

/**
 * A small cache of values that go stale: each entry lives for a time chosen from its value (a
 * miss may be kept shorter than a hit), concurrent loads of one key share one promise, a failed
 * load is not kept, and past `capacity` entries the oldest go first.
 *
 * With `refreshAheadMs`, a key asked for in the last `refreshAheadMs` of its life is answered
 * from the value it has while a load runs behind it, so a key in steady use never makes a caller
 * wait for a load; past its life a key is loaded while callers wait, as without it. A `delete`
 * during such a load wins: the load's value, read before the change, is not kept.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlOf: (value: V) => number,
    private readonly capacity = 10_000,
    private readonly refreshAheadMs = 0,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now();
    const cached = this.entries.get(key);
    if (cached && cached.until > now) {
      if (cached.known && !cached.refreshing && cached.until - now <= this.refreshAheadMs)
        this.refresh(key, cached, load);
      return cached.value;
    }
    const value = adopt(load);
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

  private refresh(key: K, cached: Entry<V>, load: () => Promise<V>): void {
    cached.refreshing = true;
    let value: Promise<V>;
    try {
      value = adopt(load);
    } catch {
      cached.refreshing = false;
      return;
    }
    value.then(
      (resolved) => {
        // Forgotten or replaced meanwhile (a change made here): this value may predate it.
        if (this.entries.get(key) !== cached) return;
        this.set(key, value, this.clock.now() + this.ttlOf(resolved), { value: resolved });
      },
      () => {
        // The value in hand stands until its life ends; the next caller tries again.
        cached.refreshing = false;
      },
    );
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

/**
 * A Drizzle query is a lazy thenable that runs again at each `then`: adopted once into a promise,
 * every caller awaits one query (two awaits used to send it twice, and the resolution that fills
 * `peek` could come after a caller's).
 */
function adopt<V>(load: () => Promise<V>): Promise<V> {
  const loading = load();
  return loading instanceof Promise ? loading : Promise.resolve(loading);
}
