import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { gamePolls, gamePollVotes } from '../games.schema';

export type PollRow = typeof gamePolls.$inferSelect;

/** Votes per option (1-based) of one poll, and the poll's version they were read at. */
export interface Tally {
  version: number;
  /** The poll's status at that version (read in the same statement). */
  status: PollRow['status'];
  votes: Map<number, number>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Polls and their votes: one row per viewer and poll, the poll's version moved by each vote. */
export class PollsRepo {
  constructor(private readonly db: Db) {}

  async open(ownerId: string): Promise<PollRow | null> {
    const [row] = await this.db
      .select()
      .from(gamePolls)
      .where(and(eq(gamePolls.ownerId, ownerId), eq(gamePolls.status, 'open')));
    return row ?? null;
  }

  async find(ownerId: string, id: string): Promise<PollRow | null> {
    const [row] = await this.db
      .select()
      .from(gamePolls)
      .where(and(eq(gamePolls.ownerId, ownerId), eq(gamePolls.id, id)));
    return row ?? null;
  }

  async findById(id: string): Promise<PollRow | null> {
    const [row] = await this.db.select().from(gamePolls).where(eq(gamePolls.id, id));
    return row ?? null;
  }

  past(ownerId: string, limit: number): Promise<PollRow[]> {
    return this.db
      .select()
      .from(gamePolls)
      .where(and(eq(gamePolls.ownerId, ownerId), eq(gamePolls.status, 'ended')))
      .orderBy(desc(gamePolls.startedAt))
      .limit(limit);
  }

  async insert(row: typeof gamePolls.$inferInsert): Promise<PollRow> {
    const [created] = await this.db.insert(gamePolls).values(row).returning();
    return created!;
  }

  /**
   * A viewer's vote, counted once: their row is written (or changed: the last vote counts) only
   * while the poll is open and before its end, and the poll's version moves in the same
   * statement. False when the poll was no longer open.
   */
  async vote(
    pollId: string,
    viewer: { id: string; name: string },
    option: number,
    now: Date,
  ): Promise<boolean> {
    const at = now.toISOString();
    const rows = rowsOf<{ option: number }>(
      await this.db.execute(sql`
        with p as (
          update ${gamePolls} set version = version + 1
          where id = ${pollId} and status = 'open' and ends_at > ${at}::timestamptz
          returning id
        )
        insert into ${gamePollVotes} (poll_id, viewer_id, viewer_name, option, voted_at)
        select p.id, ${viewer.id}, ${viewer.name}, ${option}::int, ${at}::timestamptz from p
        on conflict (poll_id, viewer_id) do update
          set option = excluded.option, viewer_name = excluded.viewer_name,
              voted_at = excluded.voted_at
        returning option`),
    );
    return rows.length > 0;
  }

  /** The votes per option and the version they were read at, in one statement. */
  async tally(pollId: string): Promise<Tally> {
    const rows = rowsOf<{
      version: string | number;
      status: PollRow['status'];
      option: number | null;
      votes: string | number;
    }>(
      await this.db.execute(sql`
        select p.version, p.status, v.option, count(v.option) as votes
        from ${gamePolls} p left join ${gamePollVotes} v on v.poll_id = p.id
        where p.id = ${pollId}
        group by p.version, p.status, v.option`),
    );
    const votes = new Map<number, number>();
    for (const row of rows) if (row.option !== null) votes.set(row.option, Number(row.votes));
    return {
      version: Number(rows[0]?.version ?? 0),
      status: rows[0]?.status ?? 'ended',
      votes,
    };
  }

  /** Votes per poll and option, for several polls (the past ones). */
  async tallies(pollIds: string[]): Promise<Map<string, Map<number, number>>> {
    const result = new Map<string, Map<number, number>>();
    if (pollIds.length === 0) return result;
    const rows = await this.db
      .select({
        pollId: gamePollVotes.pollId,
        option: gamePollVotes.option,
        votes: sql<number>`count(*)::int`,
      })
      .from(gamePollVotes)
      .where(inArray(gamePollVotes.pollId, pollIds))
      .groupBy(gamePollVotes.pollId, gamePollVotes.option);
    for (const row of rows) {
      const poll = result.get(row.pollId) ?? new Map<number, number>();
      poll.set(row.option, Number(row.votes));
      result.set(row.pollId, poll);
    }
    return result;
  }

  /** Ends a poll, once (null: it had ended already). */
  async end(id: string, now: Date): Promise<PollRow | null> {
    const [row] = await this.db
      .update(gamePolls)
      .set({ status: 'ended', endedAt: now, version: sql`${gamePolls.version} + 1` })
      .where(and(eq(gamePolls.id, id), eq(gamePolls.status, 'open')))
      .returning();
    return row ?? null;
  }

  /** Open polls whose time is up. */
  due(now: Date, limit: number): Promise<PollRow[]> {
    return this.db
      .select()
      .from(gamePolls)
      .where(and(eq(gamePolls.status, 'open'), lte(gamePolls.endsAt, now)))
      .orderBy(asc(gamePolls.endsAt))
      .limit(limit);
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(gamePolls)
      .where(
        and(eq(gamePolls.ownerId, ownerId), eq(gamePolls.id, id), eq(gamePolls.status, 'ended')),
      )
      .returning({ id: gamePolls.id });
    return deleted.length > 0;
  }
}
