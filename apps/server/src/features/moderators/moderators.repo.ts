import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../accounts/accounts.schema';
import { channelModerators } from './moderators.schema';

export interface MemberRow {
  id: string;
  username: string;
  addedAt: Date;
}

export type AddResult = MemberRow | 'exists' | 'full';

export class ModeratorsRepo {
  constructor(private readonly db: Db) {}

  /** Usernames are unique ignoring case (`users_username_lower_unique`): look them up the same way. */
  async findUserByUsername(
    username: string,
  ): Promise<{ id: string; username: string } | undefined> {
    const [row] = await this.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return row;
  }

  async moderatorsOf(ownerId: string): Promise<MemberRow[]> {
    return this.db
      .select({ id: users.id, username: users.username, addedAt: channelModerators.createdAt })
      .from(channelModerators)
      .innerJoin(users, eq(users.id, channelModerators.moderatorId))
      .where(eq(channelModerators.ownerId, ownerId))
      .orderBy(asc(channelModerators.createdAt), asc(users.username));
  }

  async channelsOf(moderatorId: string): Promise<MemberRow[]> {
    return this.db
      .select({ id: users.id, username: users.username, addedAt: channelModerators.createdAt })
      .from(channelModerators)
      .innerJoin(users, eq(users.id, channelModerators.ownerId))
      .where(eq(channelModerators.moderatorId, moderatorId))
      .orderBy(asc(channelModerators.createdAt), asc(users.username));
  }

  async isModerator(ownerId: string, moderatorId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ ownerId: channelModerators.ownerId })
      .from(channelModerators)
      .where(
        and(eq(channelModerators.ownerId, ownerId), eq(channelModerators.moderatorId, moderatorId)),
      )
      .limit(1);
    return Boolean(row);
  }

  /**
   * Adds a moderator unless they already are one or the channel has `max` already. The owner's
   * row is locked first, so two adds racing for the last place cannot both get it.
   */
  async add(
    owner: string,
    moderator: { id: string; username: string },
    at: Date,
    max: number,
  ): Promise<AddResult> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, owner)).for('update');
      const mine = eq(channelModerators.ownerId, owner);
      const [existing] = await tx
        .select({ id: channelModerators.moderatorId })
        .from(channelModerators)
        .where(and(mine, eq(channelModerators.moderatorId, moderator.id)))
        .limit(1);
      if (existing) return 'exists';
      const [counted] = await tx.select({ n: count() }).from(channelModerators).where(mine);
      if ((counted?.n ?? 0) >= max) return 'full';
      await tx
        .insert(channelModerators)
        .values({ ownerId: owner, moderatorId: moderator.id, createdAt: at });
      return { id: moderator.id, username: moderator.username, addedAt: at };
    });
  }

  async remove(ownerId: string, moderatorId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(channelModerators)
      .where(
        and(eq(channelModerators.ownerId, ownerId), eq(channelModerators.moderatorId, moderatorId)),
      )
      .returning({ ownerId: channelModerators.ownerId });
    return deleted.length > 0;
  }
}
