import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { MarkerKind, MarkerSource } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { uuidv7 } from '../../platform/ids';
import { statsMinutes, statsStreams } from '../stats/stats.schema';
import { streamMarkers } from './markers.schema';

export type MarkerRow = typeof streamMarkers.$inferSelect;
export interface StreamSpan {
  id: string;
  userId: string;
  startedAt: Date;
}
export interface MinuteCounts {
  minute: Date;
  messages: number;
  giftedSubs: number;
  kicks: number;
}

export interface NewMarker {
  userId: string;
  streamId: string;
  at: Date;
  kind: MarkerKind;
  title: string;
  source: MarkerSource;
  by: string | null;
  value: number | null;
  onceKey: string;
}

/** The markers' rows, and what they read of the stats' streams and minutes. */
export class MarkersRepo {
  constructor(private readonly db: Db) {}

  /** The channel's open stream (null when offline). */
  async openStream(userId: string): Promise<StreamSpan | null> {
    const [row] = await this.db
      .select({
        id: statsStreams.id,
        userId: statsStreams.userId,
        startedAt: statsStreams.startedAt,
      })
      .from(statsStreams)
      .where(
        and(
          eq(statsStreams.userId, userId),
          isNull(statsStreams.endedAt),
          eq(statsStreams.sample, false),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Every open stream (the moments' search). */
  async openStreams(): Promise<StreamSpan[]> {
    return this.db
      .select({
        id: statsStreams.id,
        userId: statsStreams.userId,
        startedAt: statsStreams.startedAt,
      })
      .from(statsStreams)
      .where(and(isNull(statsStreams.endedAt), eq(statsStreams.sample, false)));
  }

  async stream(userId: string, streamId: string): Promise<StreamSpan | null> {
    const [row] = await this.db
      .select({
        id: statsStreams.id,
        userId: statsStreams.userId,
        startedAt: statsStreams.startedAt,
      })
      .from(statsStreams)
      .where(and(eq(statsStreams.userId, userId), eq(statsStreams.id, streamId)));
    return row ?? null;
  }

  async minutes(streamId: string): Promise<MinuteCounts[]> {
    return this.db
      .select({
        minute: statsMinutes.minute,
        messages: statsMinutes.messages,
        giftedSubs: statsMinutes.giftedSubs,
        kicks: statsMinutes.kicks,
      })
      .from(statsMinutes)
      .where(eq(statsMinutes.streamId, streamId))
      .orderBy(asc(statsMinutes.minute));
  }

  /** Inserts a marker once per stream and `onceKey`: null when it was there already. */
  async insert(marker: NewMarker): Promise<MarkerRow | null> {
    const [row] = await this.db
      .insert(streamMarkers)
      .values({ id: uuidv7(marker.at.getTime()), ...marker })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async ofStream(streamId: string): Promise<MarkerRow[]> {
    return this.db
      .select()
      .from(streamMarkers)
      .where(eq(streamMarkers.streamId, streamId))
      .orderBy(asc(streamMarkers.at), asc(streamMarkers.id));
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(streamMarkers)
      .where(and(eq(streamMarkers.userId, userId), eq(streamMarkers.id, id)))
      .returning({ id: streamMarkers.id });
    return rows.length > 0;
  }

  /** How many markers of a stream (a cap against floods). */
  async count(streamId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(streamMarkers)
      .where(eq(streamMarkers.streamId, streamId));
    return Number(row?.n ?? 0);
  }
}
