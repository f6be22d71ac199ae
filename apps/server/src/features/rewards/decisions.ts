import { KICK_DECISION_BATCH } from '@kyo/contracts';

export type Decision = 'accept' | 'reject';

/** One redemption's answer from Kick: done, refused (with Kick's reason), or try again later. */
export type DecisionOutcome =
  | { id: string; result: 'done' }
  | { id: string; result: 'refused'; reason: string }
  | { id: string; result: 'retry'; reason: string };

export interface DecisionQueueDeps {
  /**
   * Tells Kick, at most 25 ids a call. Answers the ids Kick refused with its reasons; throws a
   * `DecisionProblem` when the call itself failed.
   */
  send(
    ownerId: string,
    decision: Decision,
    ids: string[],
  ): Promise<Array<{ id: string; reason: string }>>;
  /** What became of each id of a batch. */
  settled(ownerId: string, decision: Decision, outcomes: DecisionOutcome[]): Promise<void>;
  onError(error: unknown): void;
  /** How long a decision waits for others of its channel to share a call. */
  lingerMs: number;
}

/** The call failed: `retry` for Kick down or not reachable, `refused` for good (a missing scope). */
export class DecisionProblem extends Error {
  constructor(
    readonly kind: 'retry' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Accepts and rejects go to Kick in batches: per channel and decision, those that arrive within
 * `lingerMs` share one call of up to 25 ids (Kick's cap), so thirty redemptions in a burst cost
 * two calls, not thirty.
 */
export class DecisionQueue {
  private readonly buckets = new Map<string, { ids: Set<string>; timer: NodeJS.Timeout }>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: DecisionQueueDeps) {}

  add(ownerId: string, decision: Decision, id: string): void {
    const key = `${ownerId}\n${decision}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      const timer = setTimeout(() => this.flush(key), this.deps.lingerMs);
      timer.unref();
      bucket = { ids: new Set(), timer };
      this.buckets.set(key, bucket);
    }
    bucket.ids.add(id);
    if (bucket.ids.size >= KICK_DECISION_BATCH) this.flush(key);
  }

  /** Sends what waits now and resolves when every call so far has settled. */
  async idle(): Promise<void> {
    for (const key of [...this.buckets.keys()]) this.flush(key);
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private flush(key: string): void {
    const bucket = this.buckets.get(key);
    if (!bucket) return;
    this.buckets.delete(key);
    clearTimeout(bucket.timer);
    const [ownerId, decision] = key.split('\n') as [string, Decision];
    const ids = [...bucket.ids];
    for (let i = 0; i < ids.length; i += KICK_DECISION_BATCH) {
      const batch = ids.slice(i, i + KICK_DECISION_BATCH);
      const call = this.call(ownerId, decision, batch).catch((error: unknown) =>
        this.deps.onError(error),
      );
      this.running.add(call);
      void call.finally(() => this.running.delete(call));
    }
  }

  private async call(ownerId: string, decision: Decision, ids: string[]): Promise<void> {
    let outcomes: DecisionOutcome[];
    try {
      const refused = new Map(
        (await this.deps.send(ownerId, decision, ids)).map((f) => [f.id, f.reason]),
      );
      outcomes = ids.map((id) => {
        const reason = refused.get(id);
        return reason === undefined ? { id, result: 'done' } : { id, result: 'refused', reason };
      });
    } catch (error) {
      if (!(error instanceof DecisionProblem)) throw error;
      outcomes = ids.map((id) => ({ id, result: error.kind, reason: error.message }));
    }
    await this.deps.settled(ownerId, decision, outcomes);
  }
}
