import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { StatsSort } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { statsMarkers, statsMinutes, statsStreams } from './stats.schema';
import type { StreamRow } from './streams.repo';

export type MinuteRow = typeof statsMinutes.$inferSelect;
export type MarkerRow = typeof statsMarkers.$inferSelect;

const s = statsStreams;
const CURVE_STEPS = 40;

/** What the stats pages read: streams, their minutes, tops, markers, and aggregates over days. */
export class StatsQueriesRepo {
  constructor(private readonly db: Db) {}

  private sortExpr(sort: StatsSort, now: Date): SQL {
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    switch (sort) {
      case 'startedAt':
        return sql`${s.startedAt}`;
      case 'duration':
        return sql`coalesce(${s.endedAt}, case when ${s.sample} then ${s.lastLiveAt} else ${nowSql} end) - ${s.startedAt}`;
      case 'peakViewers':
        return sql`${s.peakViewers}`;
      case 'averageViewers':
        return sql`coalesce(${s.viewerSum}::float8 / nullif(${s.viewerReadings}, 0), -1)`;
      case 'chatters':
        return sql`${s.chatters}`;
      case 'messages':
        return sql`${s.messages}`;
      case 'follows':
        return sql`${s.follows}`;
      case 'subs':
        // The list's Subs column (numbersOf): new subs and renewals, gifts apart.
        return sql`${s.subs} + ${s.renewals}`;
      case 'giftedSubs':
        return sql`${s.giftedSubs}`;
      case 'kicks':
        return sql`${s.kicks}`;
    }
  }

  async page(
    userId: string,
    sort: StatsSort,
    order: 'asc' | 'desc',
    offset: number,
    limit: number,
    now: Date,
  ): Promise<{ rows: StreamRow[]; total: number }> {
    const expr = this.sortExpr(sort, now);
    // The page and the count in one statement: a stream opening between two reads made the
    // list say "1 stream" over an empty table until the next refresh.
    const found = await this.db
      .select({ row: s, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(s)
      .where(eq(s.userId, userId))
      .orderBy(order === 'asc' ? asc(expr) : desc(expr), desc(s.startedAt))
      .limit(limit)
      .offset(offset);
    if (found.length > 0) return { rows: found.map((f) => f.row), total: found[0]!.total };
    if (offset === 0) return { rows: [], total: 0 };
    // A page past the last: the count alone.
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s)
      .where(eq(s.userId, userId));
    return { rows: [], total: count?.n ?? 0 };
  }

  async all(userId: string): Promise<StreamRow[]> {
    return this.db.select().from(s).where(eq(s.userId, userId)).orderBy(desc(s.startedAt));
  }

  /** Each stream's viewers in up to 40 steps (the table's small curves). */
  async curves(streams: StreamRow[], now: Date): Promise<Map<string, Array<number | null>>> {
    const out = new Map<string, Array<number | null>>();
    if (streams.length === 0) return out;
    const rows = await this.db
      .select({
        streamId: statsMinutes.streamId,
        step: sql<number>`least(${CURVE_STEPS - 1}, floor(${CURVE_STEPS} * extract(epoch from ${statsMinutes.minute} - ${s.startedAt}) / greatest(60, extract(epoch from coalesce(${s.endedAt}, ${s.lastLiveAt}, ${now.toISOString()}::timestamptz) - ${s.startedAt}) + 60)))::int`,
        viewers: sql<number>`(sum(${statsMinutes.viewerSum})::float8 / sum(${statsMinutes.viewerReadings}))`,
      })
      .from(statsMinutes)
      .innerJoin(s, eq(s.id, statsMinutes.streamId))
      .where(
        and(
          inArray(
            statsMinutes.streamId,
            streams.map((r) => r.id),
          ),
          sql`${statsMinutes.viewerReadings} > 0`,
        ),
      )
      .groupBy(statsMinutes.streamId, sql`2`);
    for (const row of rows) {
      let curve = out.get(row.streamId);
      if (!curve) out.set(row.streamId, (curve = new Array<number | null>(CURVE_STEPS).fill(null)));
      if (row.step >= 0) curve[row.step] = Math.round(Number(row.viewers));
    }
    return out;
  }

  async stream(userId: string, id: string): Promise<StreamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(s)
      .where(and(eq(s.id, id), eq(s.userId, userId)));
    return row;
  }

  async minutes(streamId: string): Promise<MinuteRow[]> {
    return this.db
      .select()
      .from(statsMinutes)
      .where(eq(statsMinutes.streamId, streamId))
      .orderBy(asc(statsMinutes.minute));
  }

  async markers(streamId: string): Promise<MarkerRow[]> {
    return this.db
      .select()
      .from(statsMarkers)
      .where(eq(statsMarkers.streamId, streamId))
      .orderBy(asc(statsMarkers.at));
  }

  /** The top `limit` chatters, emotes and commands of a stream, in one read. */
  async tops(
    streamId: string,
    limit: number,
  ): Promise<Array<{ kind: string; key: string; name: string; count: number }>> {
    const result = await this.db.execute(sql`
      select kind, key, name, count from (
        select kind, key, name, count,
          row_number() over (partition by kind order by count desc, name) as rn
        from stats_tops where stream_id = ${streamId}
      ) ranked where rn <= ${limit} order by kind, count desc, name`);
    return (
      result as {
        rows: Array<{ kind: string; key: string; name: string; count: number }>;
      }
    ).rows;
  }

  /** The stream before `before`, and the streams that started in [from, before). */
  async before(userId: string, before: Date, from: Date): Promise<StreamRow[]> {
    return this.db
      .select()
      .from(s)
      .where(and(eq(s.userId, userId), lt(s.startedAt, before), gte(s.startedAt, from)))
      .orderBy(desc(s.startedAt));
  }

  async previous(userId: string, before: Date): Promise<StreamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(s)
      .where(and(eq(s.userId, userId), lt(s.startedAt, before)))
      .orderBy(desc(s.startedAt))
      .limit(1);
    return row;
  }

  /** The category of each recorded minute of these streams, in order (hours by category). */
  async minuteCategories(
    streamIds: string[],
  ): Promise<Array<{ streamId: string; minute: Date; category: string | null }>> {
    if (streamIds.length === 0) return [];
    return this.db
      .select({
        streamId: statsMinutes.streamId,
        minute: statsMinutes.minute,
        category: statsMinutes.category,
      })
      .from(statsMinutes)
      .where(inArray(statsMinutes.streamId, streamIds))
      .orderBy(asc(statsMinutes.streamId), asc(statsMinutes.minute));
  }

  /** Per category over the streams that started in [from, to): minutes, viewers, follows. */
  async categories(userId: string, from: Date, to: Date) {
    const rows = await this.db
      .select({
        category: statsMinutes.category,
        minutes: sql<number>`count(*)::int`,
        viewerSum: sql<number>`sum(${statsMinutes.viewerSum})::float8`,
        readings: sql<number>`sum(${statsMinutes.viewerReadings})::int`,
        peak: sql<number>`max(${statsMinutes.peakViewers})::int`,
        follows: sql<number>`sum(${statsMinutes.follows})::int`,
      })
      .from(statsMinutes)
      .innerJoin(s, eq(s.id, statsMinutes.streamId))
      .where(and(eq(s.userId, userId), gte(s.startedAt, from), lt(s.startedAt, to)))
      .groupBy(statsMinutes.category);
    return rows.map((r) => ({
      ...r,
      viewerSum: Number(r.viewerSum),
      readings: Number(r.readings),
    }));
  }
}
