import { and, count, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { users } from '../../accounts/accounts.schema';
import { botAlerts, botChatters, botFollows } from '../bot.schema';

export interface FollowRecord {
  kickUserId: string;
  username: string;
  followedAt: Date;
}

/** What touching a chatter found: a first line ever, or when they were seen before. */
export interface ChatterTouch {
  firstEver: boolean;
  /** When this viewer was last seen before now; null for a first line (or a racing node's). */
  previousSeenAt: Date | null;
}

const dateOf = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

/** Follows Kyo received and viewers who chatted, per channel owner. */
export class AudienceRepo {
  constructor(private readonly db: Db) {}

  /** Records a follow; a viewer seen following before keeps their first date (a new name is kept). */
  async recordFollow(userId: string, follow: FollowRecord): Promise<void> {
    await this.db
      .insert(botFollows)
      .values({ userId, ...follow })
      .onConflictDoUpdate({
        target: [botFollows.userId, botFollows.kickUserId],
        set: { username: follow.username },
      });
  }

  async followOf(userId: string, kickUserId: string): Promise<FollowRecord | null> {
    const [row] = await this.db
      .select()
      .from(botFollows)
      .where(and(eq(botFollows.userId, userId), eq(botFollows.kickUserId, kickUserId)))
      .limit(1);
    return row ?? null;
  }

  /** By Kick username, in any case (`!followage @name`). */
  async followOfName(userId: string, username: string): Promise<FollowRecord | null> {
    const [row] = await this.db
      .select()
      .from(botFollows)
      .where(
        and(
          eq(botFollows.userId, userId),
          sql`lower(${botFollows.username}) = ${username.toLowerCase()}`,
        ),
      )
      .orderBy(botFollows.followedAt)
      .limit(1);
    return row ?? null;
  }

  /** How many follows were recorded, and since when (the first one). */
  async followStats(userId: string): Promise<{ seen: number; since: Date | null }> {
    const [row] = await this.db
      .select({ seen: count(), since: min(botFollows.followedAt) })
      .from(botFollows)
      .where(eq(botFollows.userId, userId));
    return { seen: Number(row?.seen ?? 0), since: dateOf(row?.since) };
  }

  /**
   * Marks a viewer as seen now and says whether it is their first line ever. One statement: the
   * insert that wins a race between two nodes is the only first line (`xmax = 0`).
   */
  async touchChatter(
    userId: string,
    chatter: { kickUserId: string; username: string },
    now: Date,
  ): Promise<ChatterTouch> {
    const at = now.toISOString();
    const result = await this.db.execute(sql`
      with before as (
        select last_seen_at from ${botChatters}
        where user_id = ${userId} and kick_user_id = ${chatter.kickUserId}
      )
      insert into ${botChatters} (user_id, kick_user_id, username, first_seen_at, last_seen_at)
      values (${userId}, ${chatter.kickUserId}, ${chatter.username}, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (user_id, kick_user_id) do update
        set last_seen_at = greatest(${botChatters.lastSeenAt}, excluded.last_seen_at),
            username = excluded.username
      returning (xmax = 0) as inserted, (select last_seen_at from before) as previous`);
    const [row] = (result as { rows: Array<{ inserted: boolean; previous: unknown }> }).rows;
    return { firstEver: row?.inserted === true, previousSeenAt: dateOf(row?.previous) };
  }

  /**
   * Marks many viewers as seen in one statement (no greeting waits on it): the batch of the
   * chatters met while no greeting was on, written every couple of seconds.
   */
  async touchChatters(
    rows: ReadonlyArray<{ userId: string; kickUserId: string; username: string; at: Date }>,
  ): Promise<void> {
    if (rows.length === 0) return;
    const json = JSON.stringify(
      rows.map((r) => ({
        user_id: r.userId,
        kick_user_id: r.kickUserId,
        username: r.username,
        at: r.at.toISOString(),
      })),
    );
    // A user deleted meanwhile is skipped (the join), not an error that loses the whole batch.
    await this.db.execute(sql`
      insert into ${botChatters} (user_id, kick_user_id, username, first_seen_at, last_seen_at)
      select x.user_id, x.kick_user_id, x.username, x.at, x.at
      from jsonb_to_recordset(${json}::jsonb)
        as x(user_id uuid, kick_user_id text, username text, at timestamptz)
      join ${users} u on u.id = x.user_id
      on conflict (user_id, kick_user_id) do update
        set last_seen_at = greatest(${botChatters.lastSeenAt}, excluded.last_seen_at),
            username = excluded.username`);
  }

  /**
   * Claims a greeting's cooldown across nodes: true when none was sent in the last `seconds`
   * (a compare-and-set on the alert's row; the row exists, since a greeting is off until saved).
   */
  async claimGreeting(userId: string, type: string, seconds: number, now: Date): Promise<boolean> {
    const cutoff = new Date(now.getTime() - seconds * 1000);
    const claimed = await this.db
      .update(botAlerts)
      .set({ lastFiredAt: now })
      .where(
        and(
          eq(botAlerts.userId, userId),
          eq(botAlerts.type, type),
          sql`(${botAlerts.lastFiredAt} is null or ${botAlerts.lastFiredAt} <= ${cutoff.toISOString()}::timestamptz)`,
        ),
      )
      .returning({ type: botAlerts.type });
    return claimed.length > 0;
  }
}
