import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { uuidv7 } from '../../platform/ids';
import { liveStreams, viewerSamples } from './live-stats.schema';

export type StreamRow = typeof liveStreams.$inferSelect;

export interface StreamStats {
  streamId: string;
  startedAt: Date;
  endedAt: Date | null;
  /** Highest accepted sample; 0 before the first. */
  peak: number;
  peakAt: Date | null;
  /** Mean of the accepted samples, rounded; null before the first. */
  average: number | null;
  samples: number;
  last: number | null;
  lastSampleAt: Date | null;
}

export function statsOf(row: StreamRow): StreamStats {
  return {
    streamId: row.id,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    peak: row.peakViewers,
    peakAt: row.peakAt,
    average: row.sampleCount > 0 ? Math.round(row.viewerSum / row.sampleCount) : null,
    samples: row.sampleCount,
    last: row.lastViewers,
    lastSampleAt: row.lastSampleAt,
  };
}

/** Streams and their accepted viewer samples (live viewer widget, `{viewers}`, recaps). */
export class ViewerSamplesRepo {
  constructor(private readonly db: Db) {}

  /**
   * The stream of `userId` that started at `startedAt`, created on first sight. Idempotent: after
   * a restart (or on a second node) the same stream is found again, never opened twice.
   */
  async openStream(input: {
    userId: string;
    broadcasterUserId: number;
    startedAt: Date;
  }): Promise<StreamRow> {
    const [created] = await this.db
      .insert(liveStreams)
      .values({ id: uuidv7(input.startedAt.getTime()), ...input })
      .onConflictDoNothing({ target: [liveStreams.userId, liveStreams.startedAt] })
      .returning();
    if (created) return created;
    const [found] = await this.db
      .select()
      .from(liveStreams)
      .where(and(eq(liveStreams.userId, input.userId), eq(liveStreams.startedAt, input.startedAt)));
    return found!;
  }

  /** The user's stream still open (not ended), newest first if several were left open. */
  async openStreamOf(userId: string): Promise<StreamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(liveStreams)
      .where(and(eq(liveStreams.userId, userId), isNull(liveStreams.endedAt)))
      .orderBy(desc(liveStreams.startedAt))
      .limit(1);
    return row;
  }

  /** Channels with a stream still open (live when last seen): polled again after a restart. */
  async openStreams(): Promise<Array<{ userId: string; broadcasterUserId: number }>> {
    return this.db
      .selectDistinct({
        userId: liveStreams.userId,
        broadcasterUserId: liveStreams.broadcasterUserId,
      })
      .from(liveStreams)
      .where(isNull(liveStreams.endedAt));
  }

  /** The user's latest stream, open or ended (what an offline widget shows as "last stream"). */
  async latestStreamOf(userId: string): Promise<StreamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(liveStreams)
      .where(eq(liveStreams.userId, userId))
      .orderBy(desc(liveStreams.startedAt))
      .limit(1);
    return row;
  }

  async stream(streamId: string): Promise<StreamRow | undefined> {
    const [row] = await this.db.select().from(liveStreams).where(eq(liveStreams.id, streamId));
    return row;
  }

  /** Ends a stream once; a later call does not move its end. */
  async endStream(streamId: string, endedAt: Date): Promise<void> {
    await this.db
      .update(liveStreams)
      .set({ endedAt, updatedAt: endedAt })
      .where(and(eq(liveStreams.id, streamId), isNull(liveStreams.endedAt)));
  }

  /**
   * Stores one accepted sample and folds it into the stream's peak, sum and count in one
   * transaction. The same sample twice (a retried write) is stored and counted once.
   * Returns whether it was new.
   */
  async addSample(streamId: string, at: Date, viewers: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(viewerSamples)
        .values({ streamId, at, viewers })
        .onConflictDoNothing()
        .returning({ at: viewerSamples.at });
      if (inserted.length === 0) return false;
      // Raw parameters are typed explicitly: both drivers then agree on what they are.
      const when = sql`${at.toISOString()}::timestamptz`;
      const count = sql`${viewers}::integer`;
      const newer = sql`${liveStreams.lastSampleAt} IS NULL OR ${liveStreams.lastSampleAt} <= ${when}`;
      await tx
        .update(liveStreams)
        .set({
          sampleCount: sql`${liveStreams.sampleCount} + 1`,
          viewerSum: sql`${liveStreams.viewerSum} + ${count}`,
          peakAt: sql`CASE WHEN ${count} > ${liveStreams.peakViewers} OR ${liveStreams.peakAt} IS NULL THEN ${when} ELSE ${liveStreams.peakAt} END`,
          peakViewers: sql`GREATEST(${liveStreams.peakViewers}, ${count})`,
          lastViewers: sql`CASE WHEN ${newer} THEN ${count} ELSE ${liveStreams.lastViewers} END`,
          lastSampleAt: sql`CASE WHEN ${newer} THEN ${when} ELSE ${liveStreams.lastSampleAt} END`,
          updatedAt: at,
        })
        .where(eq(liveStreams.id, streamId));
      return true;
    });
  }

  /** The last `limit` samples, oldest first (the spike filter's window after a restart). */
  async recentSamples(streamId: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ viewers: viewerSamples.viewers })
      .from(viewerSamples)
      .where(eq(viewerSamples.streamId, streamId))
      .orderBy(desc(viewerSamples.at))
      .limit(limit);
    return rows.map((r) => r.viewers).reverse();
  }

  /** Samples from `since` on, oldest first (sparkline, trend against 5 minutes ago). */
  async samplesSince(streamId: string, since: Date): Promise<Array<{ at: Date; viewers: number }>> {
    return this.db
      .select({ at: viewerSamples.at, viewers: viewerSamples.viewers })
      .from(viewerSamples)
      .where(and(eq(viewerSamples.streamId, streamId), gte(viewerSamples.at, since)))
      .orderBy(asc(viewerSamples.at));
  }

  /**
   * Retention: drops the samples of streams that ended before `before`; their peak and average
   * stay on the stream row. Returns how many samples went.
   */
  async pruneSamples(before: Date): Promise<number> {
    const ended = this.db
      .select({ id: liveStreams.id })
      .from(liveStreams)
      .where(and(isNotNull(liveStreams.endedAt), lt(liveStreams.endedAt, before)));
    const removed = await this.db
      .delete(viewerSamples)
      .where(sql`${viewerSamples.streamId} IN ${ended}`)
      .returning({ at: viewerSamples.at });
    return removed.length;
  }
}
