import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { LIVE_ACTIVITY_LIMIT, type LiveActivity, type LiveActivityKind } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { liveActivity, liveSettings } from './live.schema';

type ActivityRow = typeof liveActivity.$inferSelect;
export type ActivityInsert = typeof liveActivity.$inferInsert;

/** How many rows a channel keeps: the feed shows the newest LIVE_ACTIVITY_LIMIT. */
const KEEP = LIVE_ACTIVITY_LIMIT * 2;

export const activityOf = (row: Omit<ActivityRow, 'userId' | 'event'>): LiveActivity => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  amount: row.amount,
  message: row.message,
  detail: row.detail,
  at: row.at.toISOString(),
});

/** The cockpit's rows: the activity feed, the alert queue's control, the dock key. */
export class LiveCockpitRepo {
  constructor(private readonly db: Db) {}

  /** Records an event once (its id decides, on every node); answers whether this was the first. */
  async addActivity(row: ActivityInsert): Promise<boolean> {
    const added = await this.db
      .insert(liveActivity)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: liveActivity.id });
    return added.length > 0;
  }

  /** Keeps the channel's newest rows only. */
  async pruneActivity(userId: string): Promise<void> {
    const [oldest] = await this.db
      .select({ at: liveActivity.at })
      .from(liveActivity)
      .where(eq(liveActivity.userId, userId))
      .orderBy(desc(liveActivity.at))
      .offset(KEEP - 1)
      .limit(1);
    if (!oldest) return;
    await this.db
      .delete(liveActivity)
      .where(and(eq(liveActivity.userId, userId), lt(liveActivity.at, oldest.at)));
  }

  async activity(userId: string, kind?: LiveActivityKind): Promise<LiveActivity[]> {
    const rows = await this.db
      .select()
      .from(liveActivity)
      .where(and(eq(liveActivity.userId, userId), kind ? eq(liveActivity.kind, kind) : undefined))
      .orderBy(desc(liveActivity.at), desc(liveActivity.id))
      .limit(LIVE_ACTIVITY_LIMIT);
    return rows.map(activityOf);
  }

  /** One of the channel's events as it was recorded (null for another channel's, or unknown). */
  async activityEvent(userId: string, id: string): Promise<ActivityRow | null> {
    const [row] = await this.db
      .select()
      .from(liveActivity)
      .where(and(eq(liveActivity.userId, userId), eq(liveActivity.id, id)));
    return row ?? null;
  }

  async alerts(userId: string): Promise<{ paused: boolean; mutedUntil: Date | null } | null> {
    const [row] = await this.db
      .select({ paused: liveSettings.alertsPaused, mutedUntil: liveSettings.alertsMutedUntil })
      .from(liveSettings)
      .where(eq(liveSettings.userId, userId));
    return row ?? null;
  }

  async saveAlerts(
    userId: string,
    values: { alertsPaused?: boolean; alertsMutedUntil?: Date | null },
    now: Date,
  ): Promise<{ paused: boolean; mutedUntil: Date | null }> {
    const [row] = await this.db
      .insert(liveSettings)
      .values({ userId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: liveSettings.userId, set: { ...values, updatedAt: now } })
      .returning({ paused: liveSettings.alertsPaused, mutedUntil: liveSettings.alertsMutedUntil });
    return row!;
  }

  async dockKey(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ key: liveSettings.dockKey })
      .from(liveSettings)
      .where(eq(liveSettings.userId, userId));
    return row?.key ?? null;
  }

  async setDockKey(userId: string, key: string | null, now: Date): Promise<void> {
    await this.db
      .insert(liveSettings)
      .values({ userId, dockKey: key, updatedAt: now })
      .onConflictDoUpdate({
        target: liveSettings.userId,
        set: { dockKey: key, updatedAt: now },
      });
  }

  /** The channel whose dock key this is, or null (a revoked or rotated key is no one's). */
  async ownerOfDock(key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: liveSettings.userId })
      .from(liveSettings)
      .where(sql`${liveSettings.dockKey} = ${key}`);
    return row?.userId ?? null;
  }
}
