import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import { LIVE_LIMITS, type LiveHistoryEntry, type LivePreset } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { liveHistory, livePresets, liveSettings } from './live.schema';

export type LiveSettingsRow = typeof liveSettings.$inferSelect;
type PresetRow = typeof livePresets.$inferSelect;

const presetOf = (row: PresetRow): LivePreset => ({
  id: row.id,
  name: row.name,
  title: row.title,
  category: row.categoryId !== null ? { id: row.categoryId, name: row.categoryName ?? '' } : null,
  tags: row.tags,
});

/** The live cockpit's rows: settings, presets, the history of accepted changes. */
export class LiveRepo {
  constructor(private readonly db: Db) {}

  async settings(userId: string): Promise<LiveSettingsRow | null> {
    const [row] = await this.db.select().from(liveSettings).where(eq(liveSettings.userId, userId));
    return row ?? null;
  }

  async saveSettings(
    userId: string,
    values: Pick<LiveSettingsRow, 'titleCommand' | 'gameCommand' | 'aliases'>,
    now: Date,
  ): Promise<void> {
    await this.db
      .insert(liveSettings)
      .values({ userId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: liveSettings.userId, set: { ...values, updatedAt: now } });
  }

  async presets(userId: string): Promise<LivePreset[]> {
    const rows = await this.db
      .select()
      .from(livePresets)
      .where(eq(livePresets.userId, userId))
      .orderBy(livePresets.createdAt, livePresets.id);
    return rows.map(presetOf);
  }

  async preset(userId: string, id: string): Promise<LivePreset | null> {
    const [row] = await this.db
      .select()
      .from(livePresets)
      .where(and(eq(livePresets.userId, userId), eq(livePresets.id, id)));
    return row ? presetOf(row) : null;
  }

  async addPreset(row: typeof livePresets.$inferInsert): Promise<LivePreset> {
    const [added] = await this.db.insert(livePresets).values(row).returning();
    return presetOf(added!);
  }

  async removePreset(userId: string, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(livePresets)
      .where(and(eq(livePresets.userId, userId), eq(livePresets.id, id)))
      .returning({ id: livePresets.id });
    return removed.length > 0;
  }

  async record(row: typeof liveHistory.$inferInsert): Promise<void> {
    await this.db.insert(liveHistory).values(row);
    // Only the newest are kept.
    const keep = await this.db
      .select({ id: liveHistory.id })
      .from(liveHistory)
      .where(eq(liveHistory.userId, row.userId))
      .orderBy(desc(liveHistory.changedAt), desc(liveHistory.id))
      .limit(LIVE_LIMITS.history);
    if (keep.length < LIVE_LIMITS.history) return;
    await this.db.delete(liveHistory).where(
      and(
        eq(liveHistory.userId, row.userId),
        notInArray(
          liveHistory.id,
          keep.map((k) => k.id),
        ),
        lt(liveHistory.changedAt, row.changedAt),
      ),
    );
  }

  async history(userId: string): Promise<LiveHistoryEntry[]> {
    const rows = await this.db
      .select()
      .from(liveHistory)
      .where(eq(liveHistory.userId, userId))
      .orderBy(desc(liveHistory.changedAt), desc(liveHistory.id))
      .limit(LIVE_LIMITS.history);
    return rows.map((row) => ({
      title: row.title,
      category:
        row.categoryId !== null ? { id: row.categoryId, name: row.categoryName ?? '' } : null,
      tags: row.tags,
      by: row.byName,
      via: row.via,
      at: row.changedAt.toISOString(),
    }));
  }
}
