import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SongProblem, SongRequestStatus, SongTrack } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/errors';
import { uuidv7 } from '../../platform/ids';
import type { QueueView } from './rules';
import { songRequestChannels, songRequests, songRequestVotes } from './song-requests.schema';

export type RequestRow = typeof songRequests.$inferSelect;

/** Waiting to play (in Kyo's queue or already in Spotify's): what counts against the limits. */
export const ACTIVE: SongRequestStatus[] = ['pending', 'queued', 'handed'];
const FINISHED: SongRequestStatus[] = ['played', 'skipped', 'removed', 'rejected'];

export interface NewRequest {
  ownerId: string;
  track: SongTrack;
  requester: { id: string | null; name: string };
  source: 'chat' | 'reward' | 'dashboard';
  status: 'pending' | 'queued';
  at: Date;
}

/** What a request is judged against: the channel's queue and the requester's own requests. */
export interface QueueSnapshot extends QueueView {
  waiting: RequestRow[];
  own: RequestRow[];
}

export class SongRequestsRepo {
  constructor(private readonly db: Db) {}

  async channel(ownerId: string) {
    const [row] = await this.db
      .select()
      .from(songRequestChannels)
      .where(eq(songRequestChannels.ownerId, ownerId));
    return row;
  }

  async saveSettings(ownerId: string, settings: unknown, at: Date): Promise<void> {
    await this.db
      .insert(songRequestChannels)
      .values({ ownerId, settings, updatedAt: at })
      .onConflictDoUpdate({
        target: songRequestChannels.ownerId,
        set: { settings, updatedAt: at },
      });
  }

  async setProblem(ownerId: string, problem: SongProblem | null): Promise<void> {
    await this.db
      .insert(songRequestChannels)
      .values({ ownerId, problem })
      .onConflictDoUpdate({ target: songRequestChannels.ownerId, set: { problem } });
  }

  /** Owners whose song requests are on (held in memory: moderation asks on every link). */
  async switchedOn(): Promise<string[]> {
    const rows = await this.db
      .select({ ownerId: songRequestChannels.ownerId })
      .from(songRequestChannels)
      .where(sql`${songRequestChannels.settings} ->> 'enabled' = 'true'`);
    return rows.map((r) => r.ownerId);
  }

  /** Owners with requests waiting: their players are watched again after a restart. */
  async ownersWithActive(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ ownerId: songRequests.ownerId })
      .from(songRequests)
      .where(inArray(songRequests.status, [...ACTIVE, 'playing']));
    return rows.map((r) => r.ownerId);
  }

  /** Adds at the end of the queue (positions grow; "play next" takes one below the first). */
  async insert(input: NewRequest): Promise<RequestRow> {
    const [last] = await this.db
      .select({ max: sql<number | null>`max(${songRequests.position})` })
      .from(songRequests)
      .where(eq(songRequests.ownerId, input.ownerId));
    const [row] = await this.db
      .insert(songRequests)
      .values({
        id: uuidv7(),
        ownerId: input.ownerId,
        status: input.status,
        position: (last?.max ?? 0) + 1,
        trackId: input.track.id,
        title: input.track.title,
        artists: input.track.artists,
        album: input.track.album,
        art: input.track.art,
        durationMs: input.track.durationMs,
        explicit: input.track.explicit,
        url: input.track.url,
        requesterId: input.requester.id,
        requesterName: input.requester.name,
        source: input.source,
        createdAt: input.at,
      })
      .returning();
    return row!;
  }

  /** The queue as a request is judged against it (read without a lock: a first look). */
  async snapshot(ownerId: string, requesterId: string | null): Promise<QueueSnapshot> {
    const [rows, active, own, lastChat] = await Promise.all([
      this.withStatus(ownerId, ['handed', 'queued']),
      this.countActive(ownerId),
      requesterId ? this.ofRequester(ownerId, requesterId) : Promise.resolve([]),
      this.latest(ownerId),
    ]);
    const waiting = [
      ...rows.filter((r) => r.status === 'handed' && !r.skipOnStart),
      ...rows.filter((r) => r.status === 'queued'),
    ];
    return { waiting, active, own, lastChat: lastChat?.createdAt ?? null };
  }

  /**
   * Adds a request if `decide` finds nothing against it, deciding on the queue as it is: the
   * channel's row is locked for the transaction, so two requests at once (two nodes, one viewer's
   * two `!sr`) are judged one after the other, with the first one counted. Answers the row and
   * the queue before it, or what `decide` refused.
   */
  async admit<R>(
    input: NewRequest,
    decide: (queue: QueueSnapshot) => R | null,
  ): Promise<{ row: RequestRow; before: QueueSnapshot } | { refused: R }> {
    return this.db.transaction(async (tx) => {
      await tx.insert(songRequestChannels).values({ ownerId: input.ownerId }).onConflictDoNothing();
      await tx.execute(
        sql`select 1 from ${songRequestChannels} where ${songRequestChannels.ownerId} = ${input.ownerId} for update`,
      );
      const locked = new SongRequestsRepo(tx);
      const before = await locked.snapshot(input.ownerId, input.requester.id);
      const refused = decide(before);
      if (refused !== null) return { refused };
      return { row: await locked.insert(input), before };
    });
  }

  async find(ownerId: string, id: string): Promise<RequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(songRequests)
      .where(and(eq(songRequests.ownerId, ownerId), eq(songRequests.id, id)));
    return row;
  }

  /** Requests in these states, in queue order. */
  async withStatus(ownerId: string, statuses: SongRequestStatus[]): Promise<RequestRow[]> {
    return this.db
      .select()
      .from(songRequests)
      .where(and(eq(songRequests.ownerId, ownerId), inArray(songRequests.status, statuses)))
      .orderBy(asc(songRequests.position), asc(songRequests.createdAt));
  }

  /** Finished since `since`, newest first. */
  async history(ownerId: string, since: Date, limit: number): Promise<RequestRow[]> {
    return this.db
      .select()
      .from(songRequests)
      .where(
        and(
          eq(songRequests.ownerId, ownerId),
          inArray(songRequests.status, FINISHED),
          gte(songRequests.createdAt, since),
        ),
      )
      .orderBy(desc(sql`coalesce(${songRequests.endedAt}, ${songRequests.createdAt})`))
      .limit(limit);
  }

  /** A viewer's requests, newest first (active ones, or the latest accepted for cooldowns). */
  async ofRequester(ownerId: string, requesterId: string, limit = 20): Promise<RequestRow[]> {
    return this.db
      .select()
      .from(songRequests)
      .where(and(eq(songRequests.ownerId, ownerId), eq(songRequests.requesterId, requesterId)))
      .orderBy(desc(songRequests.createdAt))
      .limit(limit);
  }

  /** The newest request any viewer got accepted (the channel's cooldown). */
  async latest(ownerId: string): Promise<RequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(songRequests)
      .where(and(eq(songRequests.ownerId, ownerId), eq(songRequests.source, 'chat')))
      .orderBy(desc(songRequests.createdAt))
      .limit(1);
    return row;
  }

  async countActive(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(songRequests)
      .where(and(eq(songRequests.ownerId, ownerId), inArray(songRequests.status, ACTIVE)));
    return Number(row?.n ?? 0);
  }

  /**
   * Moves a request from one state to another only if it is still in `from` (compare-and-set):
   * two moderators, two nodes or a moderator and the hand-over never both move it.
   */
  async transition(
    ownerId: string,
    id: string,
    from: SongRequestStatus[],
    set: Partial<typeof songRequests.$inferInsert>,
  ): Promise<RequestRow | undefined> {
    const [row] = await this.db
      .update(songRequests)
      .set(set)
      .where(
        and(
          eq(songRequests.ownerId, ownerId),
          eq(songRequests.id, id),
          inArray(songRequests.status, from),
        ),
      )
      .returning();
    return row;
  }

  /**
   * A handed request back to Kyo's queue (first again, with `set`), or out when it was removed
   * meanwhile (a removed request must not wait again, nor hold its track's place).
   */
  async giveBack(
    ownerId: string,
    id: string,
    at: Date,
    set: Partial<typeof songRequests.$inferInsert> = {},
  ): Promise<RequestRow | undefined> {
    const removed = sql`${songRequests.skipOnStart}`;
    const [row] = await this.db
      .update(songRequests)
      .set({
        ...set,
        status: sql`case when ${removed} then 'removed' else 'queued' end`,
        endedAt: sql`case when ${removed} then ${at.toISOString()}::timestamptz else null end`,
        handedAt: null,
        pushedAt: null,
      })
      .where(
        and(
          eq(songRequests.ownerId, ownerId),
          eq(songRequests.id, id),
          eq(songRequests.status, 'handed'),
        ),
      )
      .returning();
    return row;
  }

  /**
   * Claims the hand-over of `id` to Spotify: only while it is queued, due, and no other request
   * of the channel is in Spotify's queue. The one statement is the lock: of two nodes (or two
   * timers) deciding at once, one gets the row back.
   */
  async claimHandover(ownerId: string, id: string, at: Date): Promise<RequestRow | undefined> {
    // The `not exists` reads a snapshot: on PostgreSQL two claims at once both pass it, and the
    // unique index `song_requests_one_handed` refuses the second.
    const [row] = await this.db
      .update(songRequests)
      .set({ status: 'handed', handedAt: at, pushedAt: null })
      .where(
        and(
          eq(songRequests.ownerId, ownerId),
          eq(songRequests.id, id),
          eq(songRequests.status, 'queued'),
          or(isNull(songRequests.retryAt), lte(songRequests.retryAt, at)),
          sql`not exists (select 1 from ${songRequests} h where h.owner_id = ${ownerId} and h.status = 'handed')`,
        ),
      )
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return [];
        throw error;
      });
    return row;
  }

  /** New positions for the queued requests, in the order given. */
  async reorder(ownerId: string, ids: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(songRequests)
          .set({ position: index + 1 })
          .where(
            and(
              eq(songRequests.ownerId, ownerId),
              eq(songRequests.id, id),
              eq(songRequests.status, 'queued'),
            ),
          );
      }
    });
  }

  /** A position before every queued request (for "play next"). */
  async frontPosition(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ min: sql<number | null>`min(${songRequests.position})` })
      .from(songRequests)
      .where(and(eq(songRequests.ownerId, ownerId), eq(songRequests.status, 'queued')));
    return (row?.min ?? 1) - 1;
  }

  async removeAllWaiting(ownerId: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(songRequests)
      .set({ status: 'removed', endedAt: at })
      .where(
        and(eq(songRequests.ownerId, ownerId), inArray(songRequests.status, ['pending', 'queued'])),
      )
      .returning({ id: songRequests.id });
    return rows.length;
  }

  /** Records a vote; answers the votes for that request so far. */
  async vote(requestId: string, voter: string): Promise<number> {
    await this.db.insert(songRequestVotes).values({ requestId, voter }).onConflictDoNothing();
    const [row] = await this.db
      .select({ n: count() })
      .from(songRequestVotes)
      .where(eq(songRequestVotes.requestId, requestId));
    return Number(row?.n ?? 0);
  }

  /** Finished requests older than `before` are dropped (history keeps the last days). */
  async prune(before: Date): Promise<void> {
    await this.db
      .delete(songRequests)
      .where(and(inArray(songRequests.status, FINISHED), lt(songRequests.createdAt, before)));
  }
}
