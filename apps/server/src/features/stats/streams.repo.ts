import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { uuidv7 } from '../../platform/ids';
import { statsMarkers, statsStreams } from './stats.schema';

export type StreamRow = typeof statsStreams.$inferSelect;

export interface LiveInput {
  userId: string;
  broadcasterUserId: number;
  /** Kick's start of the stream (recorded time). */
  startedAt: Date;
  /** When it was seen live (recorded time). */
  at: Date;
  title: string | null;
  category: string | null;
  sample: boolean;
  /** A stream back within this of its end (or of its last live sighting) is the same stream. */
  graceMs: number;
}

/**
 * Streams as the stats know them: opened by the first live sighting (a webhook or a poll, on any
 * node), continued through a drop shorter than the grace, ended by an offline sighting.
 */
export class StreamsRepo {
  constructor(private readonly db: Db) {}

  /** The user's latest streams, newest first. */
  async latest(userId: string, limit = 2): Promise<StreamRow[]> {
    return this.db
      .select()
      .from(statsStreams)
      .where(eq(statsStreams.userId, userId))
      .orderBy(desc(statsStreams.startedAt))
      .limit(limit);
  }

  /** Streams still open (live when last seen): their channels are watched again after a start. */
  async open(): Promise<StreamRow[]> {
    return this.db.select().from(statsStreams).where(isNull(statsStreams.endedAt));
  }

  /**
   * The stream a live sighting belongs to: the open one (ended first if Kick reports a start
   * after it was last seen, past the grace, or if one is a demo sample and the other not), else
   * the last one reopened when it ended within the grace, else a new one. Idempotent, and one
   * open stream per user on any number of nodes.
   */
  async live(input: LiveInput): Promise<{ stream: StreamRow; opened: boolean }> {
    return this.db.transaction(async (tx) => {
      const [latest] = await tx
        .select()
        .from(statsStreams)
        .where(eq(statsStreams.userId, input.userId))
        .orderBy(desc(statsStreams.startedAt))
        .limit(1)
        .for('update');
      const seen = input.at > input.startedAt ? input.at : input.startedAt;
      if (latest) {
        // News from before the stream's end (a poll answered before the offline webhook and
        // handled after it) says nothing of a return: it neither reopens it nor opens another.
        // Only a real stream's end is in real time: a demo sample's is in its compressed time,
        // which the tracker compares with (it knows the sample's clock).
        if (
          latest.endedAt &&
          !latest.sample &&
          !input.sample &&
          input.at.getTime() <= latest.endedAt.getTime()
        )
          return { stream: latest, opened: false };
        const lastSeen = latest.endedAt ?? latest.lastLiveAt;
        const within = input.startedAt.getTime() <= lastSeen.getTime() + input.graceMs;
        // A demo sample is recorded in the minutes before its playback: a real stream started
        // soon after it is not the sample coming back (nor the other way round).
        if (
          within &&
          latest.sample === input.sample &&
          input.startedAt.getTime() >= latest.startedAt.getTime() - input.graceMs
        ) {
          const resumed = latest.endedAt !== null;
          const [stream] = await tx
            .update(statsStreams)
            .set({
              endedAt: null,
              lastLiveAt: sql`GREATEST(${statsStreams.lastLiveAt}, ${seen.toISOString()}::timestamptz)`,
              updatedAt: seen,
            })
            .where(eq(statsStreams.id, latest.id))
            .returning();
          if (resumed)
            await tx
              .insert(statsMarkers)
              .values({ streamId: latest.id, at: input.startedAt, kind: 'resumed', value: null })
              .onConflictDoNothing();
          return { stream: stream!, opened: false };
        }
        if (latest.endedAt === null)
          await tx
            .update(statsStreams)
            .set({ endedAt: latest.lastLiveAt, updatedAt: seen })
            .where(eq(statsStreams.id, latest.id));
      }
      const [stream] = await tx
        .insert(statsStreams)
        .values({
          id: uuidv7(input.startedAt.getTime()),
          userId: input.userId,
          broadcasterUserId: input.broadcasterUserId,
          startedAt: input.startedAt,
          lastLiveAt: seen,
          title: input.title,
          category: input.category,
          sample: input.sample,
        })
        .returning();
      return { stream: stream!, opened: true };
    });
  }

  /** Ends the user's open stream at `endedAt` (else where it was last seen live). */
  async end(userId: string, endedAt: Date | null): Promise<StreamRow | undefined> {
    const end = endedAt
      ? sql`GREATEST(${statsStreams.startedAt}, ${endedAt.toISOString()}::timestamptz)`
      : statsStreams.lastLiveAt;
    const [row] = await this.db
      .update(statsStreams)
      .set({ endedAt: end, updatedAt: new Date() })
      .where(and(eq(statsStreams.userId, userId), isNull(statsStreams.endedAt)))
      .returning();
    return row;
  }

  /**
   * A title or category seen on a stream: stored, with a marker when it changed from a known one.
   * Two nodes seeing the same change write one marker (the row lock decides).
   */
  async meta(
    streamId: string,
    at: Date,
    field: 'title' | 'category',
    value: string,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ title: statsStreams.title, category: statsStreams.category })
        .from(statsStreams)
        .where(eq(statsStreams.id, streamId))
        .for('update');
      if (!row || row[field] === value) return false;
      await tx
        .update(statsStreams)
        .set({ [field]: value })
        .where(eq(statsStreams.id, streamId));
      if (row[field] === null) return true;
      await tx
        .insert(statsMarkers)
        .values({ streamId, at, kind: field, value })
        .onConflictDoNothing();
      return true;
    });
  }
}
