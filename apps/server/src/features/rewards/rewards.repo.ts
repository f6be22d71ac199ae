import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { channelRewards } from './rewards.schema';

export type RewardRow = typeof channelRewards.$inferSelect;
export type NewRewardRow = typeof channelRewards.$inferInsert;

/** Kyo's rewards per channel. */
export class RewardsRepo {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<RewardRow[]> {
    return this.db
      .select()
      .from(channelRewards)
      .where(eq(channelRewards.userId, userId))
      .orderBy(asc(channelRewards.createdAt), asc(channelRewards.id));
  }

  async find(userId: string, id: string): Promise<RewardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(channelRewards)
      .where(and(eq(channelRewards.userId, userId), eq(channelRewards.id, id)))
      .limit(1);
    return row;
  }

  async findByKickId(userId: string, kickRewardId: string): Promise<RewardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(channelRewards)
      .where(and(eq(channelRewards.userId, userId), eq(channelRewards.kickRewardId, kickRewardId)))
      .limit(1);
    return row;
  }

  async insert(row: NewRewardRow): Promise<RewardRow> {
    const [saved] = await this.db.insert(channelRewards).values(row).returning();
    return saved!;
  }

  async update(
    userId: string,
    id: string,
    changes: Partial<NewRewardRow>,
  ): Promise<RewardRow | undefined> {
    const [saved] = await this.db
      .update(channelRewards)
      .set(changes)
      .where(and(eq(channelRewards.userId, userId), eq(channelRewards.id, id)))
      .returning();
    return saved;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(channelRewards)
      .where(and(eq(channelRewards.userId, userId), eq(channelRewards.id, id)))
      .returning({ id: channelRewards.id });
    return deleted.length > 0;
  }

  /**
   * Takes the reward's cooldown: succeeds (true) only when the last redemption that ran is at
   * least `cooldownSeconds` old. One conditional update, so two nodes never both take it.
   */
  async claimCooldown(id: string, now: Date, cooldownSeconds: number): Promise<boolean> {
    const since = new Date(now.getTime() - cooldownSeconds * 1000);
    const taken = await this.db
      .update(channelRewards)
      .set({ lastRedeemedAt: now })
      .where(
        and(
          eq(channelRewards.id, id),
          or(isNull(channelRewards.lastRedeemedAt), lte(channelRewards.lastRedeemedAt, since)),
        ),
      )
      .returning({ id: channelRewards.id });
    return taken.length > 0;
  }
}
