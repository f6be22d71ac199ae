import { decodeTime } from 'ulid';
import { GroupCommit } from '../../platform/group-commit';
import { RecentIds } from '../../platform/recent-ids';
import { WEBHOOK_MAX_AGE_MS, WEBHOOK_MAX_SKEW_MS } from './webhook-signature';

interface ClaimRow {
  messageId: string;
  eventType: string;
  receivedAt: Date;
}

export interface DedupeStore {
  /**
   * Inserts the ids that are new; answers those it inserted (an empty set when told `answer:
   * false`: the ids only need to be in the table).
   */
  claimMessages(rows: ClaimRow[], options?: { answer: boolean }): Promise<Set<string>>;
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
 * How long one node alone holds the ids it saw in memory. A message created (by its id) more than
 * this minus the clock skew ago, a late first delivery or a retry, goes to the table instead,
 * which keeps ids for `DEDUPE_RETENTION_MS`. Six minutes: every first delivery Kick makes on time
 * (a timestamp at most 5 minutes old, 1 minute ahead) is decided in memory.
 */
export const MEMORY_WINDOW_MS = WEBHOOK_MAX_AGE_MS + WEBHOOK_MAX_SKEW_MS;

/**
 * Ids are kept in the table a day and an hour: Kick tries a delivery again over a period it does
 * not state (docs/platforms/kick.md §6.2), for up to a day, and each attempt carries a fresh
 * timestamp; the hour covers its clock and the first delivery's delay.
 */
export const DEDUPE_RETENTION_MS = 25 * 60 * 60_000;

/**
 * When Kick created a message, from its id: `Kick-Event-Message-Id` is a ULID whose first 48 bits
 * are its creation time in ms, the same in every attempt (the timestamp header is each attempt's
 * own, docs/platforms/kick.md §6). Null for an id that is not a ULID, or whose time no message we
 * accept can have (after `now` plus the skew, or before the retention): the table decides those.
 */
export function messageCreatedAt(messageId: string, now: number): number | null {
  if (messageId.length !== 26) return null;
  let created: number;
  try {
    created = decodeTime(messageId);
  } catch {
    return null;
  }
  return created > now + WEBHOOK_MAX_SKEW_MS || created < now - DEDUPE_RETENTION_MS
    ? null
    : created;
}

/**
 * "Have we seen this webhook message id?", answered once per id for a day, across restarts and
 * nodes, whatever a redelivery's timestamp says.
 *
 * Several nodes (Redis): the table decides every id memory does not know. Claims are
 * group-committed: the ids that arrive while one insert runs (or within `lingerMs` of the first)
 * go in one insert, and the event waits for it.
 *
 * One node alone (`alone`: no Redis, and always with the embedded database): nobody else can take
 * an id, so memory decides for messages created in the last `MEMORY_WINDOW_MS`: it holds every id
 * received that long (loaded from the table at start), and a message's first receipt is at most
 * the clock skew before its creation. An older message (a retry, or a late first delivery) is
 * asked of the table, which holds a day of ids. The message's age comes from its id, never from
 * the timestamp header: Kick signs each attempt with the time of that attempt. A new id is
 * answered at once and written behind in batches (`recorded`), so an event costs no database
 * round trip before the bot and the widgets get it; the webhook's 2xx waits for `recorded`, so if
 * the process dies before the write, Kick delivers it again. When memory had to forget ids early
 * (a flood past `capacity`), the table decides for messages created before that.
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
    this.recent = new RecentIds(options.capacity ?? 200_000, MEMORY_WINDOW_MS);
    const insert = async (rows: ClaimRow[]) => {
      const inserted = await store.claimMessages(rows);
      return rows.map((row) => inserted.has(row.messageId));
    };
    this.claims = new GroupCommit(insert, {
      maxBatch: MAX_BATCH,
      lingerMs: options.lingerMs ?? 0,
    });
    // Memory decided these: the write only records them, and asks no answer back.
    const record = async (rows: ClaimRow[]) => {
      await store.claimMessages(rows, { answer: false });
      return rows.map(() => true);
    };
    this.records = new GroupCommit(record, {
      maxBatch: MAX_BATCH,
      lingerMs: options.recordLingerMs ?? 25,
    });
  }

  /** `alone`: loads the ids received in the memory window. Before it, the table decides. */
  async load(now: number): Promise<void> {
    if (!this.options.alone) return;
    const since = now - MEMORY_WINDOW_MS;
    const capacity = this.options.capacity ?? 200_000;
    const newestFirst = await this.store.recentMessages(new Date(since), capacity);
    const oldestFirst = [...newestFirst].reverse();
    for (const row of oldestFirst) this.recent.add(row.messageId, row.receivedAt.getTime());
    // Past the capacity (the oldest ids were not loaded), the table decides for messages up to
    // the oldest one loaded.
    const full = newestFirst.length >= capacity;
    this.recent.horizon = Math.max(
      this.recent.horizon,
      full ? (oldestFirst[0]?.receivedAt.getTime() ?? since) : since,
    );
    this.loaded = true;
  }

  /** The first delivery of an id gets `first: true`: the caller processes the message. */
  async claim(messageId: string, eventType: string, receivedAt: Date): Promise<Claim> {
    if (this.recent.has(messageId)) return { first: false };
    if (this.memoryDecides(messageId, receivedAt.getTime())) {
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

  /**
   * Memory vouches for a message whose earliest possible first receipt (its creation, less the
   * clock skew) is inside the window memory holds and after every id it had to forget early.
   */
  private memoryDecides(messageId: string, now: number): boolean {
    if (!this.loaded) return false;
    const created = messageCreatedAt(messageId, now);
    if (created === null) return false;
    const earliestReceipt = created - WEBHOOK_MAX_SKEW_MS;
    return earliestReceipt > now - MEMORY_WINDOW_MS && earliestReceipt > this.recent.horizon;
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
