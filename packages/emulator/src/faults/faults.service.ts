import type { Provider } from '../options';
import { uuid } from '../shared/ids';

export interface FaultRule {
  id: string;
  provider: Provider;
  /** Matches when the request path contains this text (null: any path). */
  pathContains: string | null;
  /** Matches this HTTP method only (null: any method). */
  method: string | null;
  /** `status`: answer with `status` at once; `timeout`: hold the request until released. */
  kind: 'status' | 'timeout';
  status: number | null;
  retryAfterSeconds: number | null;
  /** Spotify 429 only: the body says `"reason":"QUOTA_EXCEEDED"` (docs/platforms/spotify.md A7). */
  quotaExceeded: boolean;
  /** Fails only every Nth matching request ("now and then"); null: every one. */
  every: number | null;
  /** Requests left to fail; null: until cleared. */
  remaining: number | null;
  /** Matching requests seen (failed or let through by `every`). */
  seen: number;
  hits: number;
  created_at: number;
  /** The rule lapses at this clock time (an outage of a set length); null: never. */
  expires_at: number | null;
}

export interface NewFault {
  provider: Provider;
  pathContains?: string | null;
  method?: string | null;
  status?: number | null;
  timeout?: boolean;
  retryAfterSeconds?: number | null;
  quotaExceeded?: boolean;
  every?: number | null;
  count?: number | null;
  durationSeconds?: number | null;
}

/**
 * Failure injection for resilience tests: the next N (or every Nth) matching provider requests
 * answer 5xx or 429, or hang until released, until cleared or for a set time. Runtime only
 * (never persisted): a restart clears faults.
 */
export class FaultService {
  private rules: FaultRule[] = [];
  private waiting: Array<() => void> = [];

  constructor(private readonly now: () => number) {}

  add(input: NewFault): FaultRule {
    const rule: FaultRule = {
      id: uuid(),
      provider: input.provider,
      pathContains: input.pathContains || null,
      method: input.method ? input.method.toUpperCase() : null,
      kind: input.timeout ? 'timeout' : 'status',
      status: input.timeout ? null : (input.status ?? 500),
      retryAfterSeconds: input.retryAfterSeconds ?? null,
      quotaExceeded: input.quotaExceeded === true,
      every: input.every ?? null,
      remaining: input.count ?? null,
      seen: 0,
      hits: 0,
      created_at: this.now(),
      expires_at: input.durationSeconds ? this.now() + input.durationSeconds * 1000 : null,
    };
    this.rules.push(rule);
    return rule;
  }

  list(): FaultRule[] {
    this.dropExpired();
    return this.rules;
  }

  private dropExpired(): void {
    const now = this.now();
    this.rules = this.rules.filter((r) => r.expires_at === null || r.expires_at > now);
  }

  /** How many requests are being held by timeout faults right now. */
  get held(): number {
    return this.waiting.length;
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => r.id !== id);
    return this.rules.length < before;
  }

  /** Removes every fault and lets held requests through. */
  clear(): void {
    this.rules = [];
    this.release();
  }

  /** Lets every held request continue to its normal answer. */
  release(): number {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
    return waiting.length;
  }

  /**
   * Finds the first rule that fails this request and consumes one of its uses. A rule with
   * `every: N` counts each matching request and fails only the Nth, 2Nth, …; the requests in
   * between go on to later rules and then to their normal answer.
   */
  take(provider: Provider, method: string, path: string): FaultRule | undefined {
    this.dropExpired();
    const rule = this.rules.find((r) => {
      const matches =
        r.provider === provider &&
        (r.method === null || r.method === method.toUpperCase()) &&
        (r.pathContains === null || path.includes(r.pathContains));
      if (!matches) return false;
      r.seen++;
      return r.every === null || r.seen % r.every === 0;
    });
    if (!rule) return undefined;
    rule.hits++;
    if (rule.remaining !== null) {
      rule.remaining--;
      if (rule.remaining <= 0) this.remove(rule.id);
    }
    return rule;
  }

  hold(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
