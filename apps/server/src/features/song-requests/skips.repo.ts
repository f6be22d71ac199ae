import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { songRequestChannels } from './song-requests.schema';

/** A skip as it is claimed: what plays, and since when a skip of it or of anything counts. */
export interface SkipClaim {
  /** Spotify's track id; '' when Kyo cannot say what plays. */
  trackId: string;
  /** The play's start, less a margin: a skip of this track after it is of this play. */
  since: Date;
  /** Any skip after this one blocks (an answer read just after it names the next song). */
  after: Date;
  at: Date;
}

/** The channel's last skip (`song_request_channels.skip_track`, `skipped_at`). */
export class SkipsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Claims a skip of what plays before Spotify is asked: `trackId` (a Spotify track id; '' when
   * Kyo cannot say what plays) unless its play was already skipped (a claim at or after `since`,
   * the play's start less a margin), and no skip at all was claimed after `after` (an answer read
   * just after another node's skip already names the next song). The channel's row is the lock:
   * of two nodes skipping at once, one gets the row back.
   */
  async claim(ownerId: string, claim: SkipClaim): Promise<boolean> {
    const c = songRequestChannels;
    const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
    const rows = await this.db
      .insert(c)
      .values({ ownerId, skipTrack: claim.trackId, skippedAt: claim.at })
      .onConflictDoUpdate({
        target: c.ownerId,
        set: { skipTrack: claim.trackId, skippedAt: claim.at },
        setWhere: sql`${c.skippedAt} is null or (${c.skippedAt} < ${ts(claim.after)} and (${c.skipTrack} is distinct from ${claim.trackId} or ${c.skippedAt} < ${ts(claim.since)}))`,
      })
      .returning({ ownerId: c.ownerId });
    return rows.length > 0;
  }

  /** Gives a skip claim back (Spotify refused it: the next `!skip` may try again). */
  async release(ownerId: string, at: Date): Promise<void> {
    await this.db
      .update(songRequestChannels)
      .set({ skippedAt: null })
      .where(and(eq(songRequestChannels.ownerId, ownerId), eq(songRequestChannels.skippedAt, at)));
  }
}
