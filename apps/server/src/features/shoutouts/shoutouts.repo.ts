import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_SHOUTOUT_SETTINGS,
  type Shoutout,
  type ShoutoutSettings,
  type ShoutoutSource,
  type ShoutoutTarget,
} from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { uuidv7 } from '../../platform/ids';
import { statsStreams } from '../stats/stats.schema';
import {
  shoutoutAutoClaims,
  shoutoutCooldowns,
  shoutoutSettings,
  shoutouts,
} from './shoutouts.schema';

const RECENT = 20;

/** The shoutouts' rows: settings, the cooldown and auto-list claims, the shoutouts given. */
export class ShoutoutsRepo {
  constructor(private readonly db: Db) {}

  async settings(userId: string): Promise<ShoutoutSettings> {
    const [row] = await this.db
      .select()
      .from(shoutoutSettings)
      .where(eq(shoutoutSettings.userId, userId));
    if (!row) return { ...DEFAULT_SHOUTOUT_SETTINGS };
    return {
      command: row.command,
      cooldownSeconds: row.cooldownSeconds,
      autoEnabled: row.autoEnabled,
      autoChannels: row.autoChannels,
    };
  }

  async saveSettings(userId: string, values: ShoutoutSettings, now: Date): Promise<void> {
    await this.db
      .insert(shoutoutSettings)
      .values({ userId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: shoutoutSettings.userId, set: { ...values, updatedAt: now } });
  }

  /**
   * Claims a target until `until`: one conditional upsert, taken only when no claim runs (the
   * row's `until` has passed). Answers null when taken, else when the running claim ends.
   */
  async claimCooldown(
    userId: string,
    target: string,
    now: Date,
    until: Date,
  ): Promise<Date | null> {
    const taken = await this.db
      .insert(shoutoutCooldowns)
      .values({ userId, target, until })
      .onConflictDoUpdate({
        target: [shoutoutCooldowns.userId, shoutoutCooldowns.target],
        set: { until },
        setWhere: sql`${shoutoutCooldowns.until} <= ${now}`,
      })
      .returning({ until: shoutoutCooldowns.until });
    if (taken.length > 0) return null;
    const [row] = await this.db
      .select({ until: shoutoutCooldowns.until })
      .from(shoutoutCooldowns)
      .where(and(eq(shoutoutCooldowns.userId, userId), eq(shoutoutCooldowns.target, target)));
    return row?.until ?? now;
  }

  /** Gives a claim back (the lookup failed: nothing was shouted out). */
  async releaseCooldown(userId: string, target: string, until: Date): Promise<void> {
    await this.db
      .delete(shoutoutCooldowns)
      .where(
        and(
          eq(shoutoutCooldowns.userId, userId),
          eq(shoutoutCooldowns.target, target),
          eq(shoutoutCooldowns.until, until),
        ),
      );
  }

  /** The auto list's claim: true for the first of every node to ask for this stream and target. */
  async claimAuto(userId: string, streamKey: string, target: string): Promise<boolean> {
    const rows = await this.db
      .insert(shoutoutAutoClaims)
      .values({ userId, streamKey, target })
      .onConflictDoNothing()
      .returning({ target: shoutoutAutoClaims.target });
    return rows.length > 0;
  }

  /** The channel's open stream as the stats recorded it (null when offline). */
  async openStream(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: statsStreams.id })
      .from(statsStreams)
      .where(and(eq(statsStreams.userId, userId), isNull(statsStreams.endedAt)))
      .limit(1);
    return row?.id ?? null;
  }

  async insert(
    userId: string,
    target: ShoutoutTarget,
    source: ShoutoutSource,
    by: string | null,
    at: number,
  ): Promise<Shoutout> {
    const id = uuidv7(at);
    await this.db.insert(shoutouts).values({ id, userId, target, source, by, at: new Date(at) });
    return { id, target, source, by, at: new Date(at).toISOString() };
  }

  async recent(userId: string): Promise<Shoutout[]> {
    const rows = await this.db
      .select()
      .from(shoutouts)
      .where(eq(shoutouts.userId, userId))
      .orderBy(desc(shoutouts.at), desc(shoutouts.id))
      .limit(RECENT);
    return rows.map((row) => ({
      id: row.id,
      target: row.target,
      source: row.source,
      by: row.by,
      at: row.at.toISOString(),
    }));
  }
}
