import { GroupCommit } from '../../platform/group-commit';
import { RecentIds } from '../../platform/recent-ids';
import { WEBHOOK_MAX_AGE_MS, WEBHOOK_MAX_SKEW_MS } from './webhook-signature';

interface ClaimRow {
  messageId: string;
  eventType: string;
  receivedAt: Date;
}

export interface DedupeStore {
  /** Inserts the ids that are new; answers those it inserted. */
  claimMessages(rows: ClaimRow[]): Promise<Set<string>>;
  /** The ids received after `since`, newest first, at most `limit`. */
  recentMessages(
    since: Date,
    limit: number,
  ): Promise<Array<{ messageId: string; receivedAt: Date }>>;
}

/** A delivery's answer: whether it is the first, and when its id is recorded in the table. */
export type Claim = { first: false } | { first: true; recorded: Promise<void> };

const MAX_BATCH = 500;

/**
 * How far back a redelivery's first receipt can be: Kick's timestamp is at most 5 minutes old
 * and 1 minute ahead of our clock (anything else is refused as stale), so the first receipt of
 * any message we can still accept was at most this long ago.
 */
export const REDELIVERY_WINDOW_MS = WEBHOOK_MAX_AGE_MS + WEBHOOK_MAX_SKEW_MS;

/**
 * "Have we seen this webhook message id?", answered once per id across restarts and nodes.
 *
 * Several nodes (Redis): the table decides every id memory does not know. Claims are
 * group-committed: the ids that arrive while one insert runs (or within `lingerMs` of the first)
 * go in one insert, and the event waits for it.
 *
 * One node alone (`alone`: no Redis, and always with the embedded database): nobody else can take
 * an id, so memory decides. At start it loads every id that a redelivery could still repeat
 * (`REDELIVERY_WINDOW_MS`); afterwards it holds every id it sees for that long. A new id is
 * answered at once and written behind in batches (`recorded`), so an event costs no database
 * round trip before the bot and the widgets get it; the webhook's 2xx waits for `recorded`, so
 * if the process dies before the write, Kick delivers it again. When memory had to forget ids
 * early (a flood past `capacity`), the table decides for messages sent before that.
 */
export class MessageDedupe {
  private readonly recent: RecentIds;
  private readonly inflight = new Map<string, Promise<boolean>>();
  private readonly claims: GroupCommit<ClaimRow, boolean>;
  private readonly records: GroupCommit<ClaimRow, boolean>;
  /** `alone` and loaded: memory decides. */
  private loaded = false;

  constructor(
    private readonly store: DedupeStore,
    private readonly options: {
      capacity?: number;
      lingerMs?: number;
      /** The only node: memory decides (see above). */
      alone?: boolean;
      /** `alone`: how long a new id waits for others to share its write. */
      recordLingerMs?: number;
    } = {},
  ) {
    this.recent = new RecentIds(options.capacity ?? 200_000, REDELIVERY_WINDOW_MS);
    const insert = async (rows: ClaimRow[]) => {
      const inserted = await store.claimMessages(rows);
      return rows.map((row) => inserted.has(row.messageId));
    };
    this.claims = new GroupCommit(insert, {
      maxBatch: MAX_BATCH,
      lingerMs: options.lingerMs ?? 0,
    });
    this.records = new GroupCommit(insert, {
      maxBatch: MAX_BATCH,
      lingerMs: options.recordLingerMs ?? 25,
    });
  }

  /** `alone`: loads the ids a redelivery could still repeat. Before it, the table decides. */
  async load(now: number): Promise<void> {
    if (!this.options.alone) return;
    const since = now - REDELIVERY_WINDOW_MS;
    const capacity = this.options.capacity ?? 200_000;
    const newestFirst = await this.store.recentMessages(new Date(since), capacity);
    const oldestFirst = [...newestFirst].reverse();
    for (const row of oldestFirst) this.recent.add(row.messageId, row.receivedAt.getTime());
    // Ids before the window cannot be redelivered; past the capacity (the oldest ids were not
    // loaded), the table decides for messages up to the oldest one loaded.
    const full = newestFirst.length >= capacity;
    this.recent.horizon = Math.max(
      this.recent.horizon,
      full ? (oldestFirst[0]?.receivedAt.getTime() ?? since) : since,
    );
    this.loaded = true;
  }

  /** The first delivery of an id gets `first: true`: the caller processes the message. */
  async claim(
    messageId: string,
    eventType: string,
    receivedAt: Date,
    sentAt = receivedAt.getTime(),
  ): Promise<Claim> {
    if (this.recent.has(messageId)) return { first: false };
    // Memory vouches for a message whose first receipt (at most the clock skew before it was
    // sent) is after every id it had to forget early.
    if (this.loaded && sentAt - WEBHOOK_MAX_SKEW_MS > this.recent.horizon) {
      this.recent.add(messageId, receivedAt.getTime());
      const recorded = this.records.add({ messageId, eventType, receivedAt }).then(() => undefined);
      // Whoever awaits it hears a failure; nobody awaiting it is not an unhandled rejection.
      recorded.catch(() => undefined);
      return { first: true, recorded };
    }
    return (await this.claimInTable(messageId, eventType, receivedAt))
      ? { first: true, recorded: Promise.resolve() }
      : { first: false };
  }

  private claimInTable(messageId: string, eventType: string, receivedAt: Date): Promise<boolean> {
    const pending = this.inflight.get(messageId);
    // Two deliveries at once: the second waits for the first, and is a duplicate if it succeeded.
    if (pending)
      return pending.then(
        () => false,
        () => this.claimInTable(messageId, eventType, receivedAt),
      );
    const claim = this.claims.add({ messageId, eventType, receivedAt });
    this.inflight.set(messageId, claim);
    claim.then(
      () => {
        this.recent.add(messageId, receivedAt.getTime());
        this.inflight.delete(messageId);
      },
      () => this.inflight.delete(messageId),
    );
    return claim;
  }

  /** Resolves when every id claimed so far is written (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([this.claims.idle(), this.records.idle()]);
  }
}
