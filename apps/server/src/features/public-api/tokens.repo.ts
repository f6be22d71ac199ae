import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../accounts/accounts.schema';
import { apiTokens } from './public-api.schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export class TokensRepo {
  constructor(private readonly db: Db) {}

  /**
   * Inserts the token unless the user already holds `max` that have not expired; the user's row
   * is locked meanwhile, so two creates racing for the last place cannot both get it.
   */
  async insert(row: typeof apiTokens.$inferInsert, max: number, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
      const [held] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(apiTokens)
        .where(
          and(
            eq(apiTokens.userId, row.userId),
            or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
          ),
        );
      if ((held?.count ?? 0) >= max) return false;
      await tx.insert(apiTokens).values(row);
      return true;
    });
  }

  listByUser(userId: string): Promise<ApiTokenRow[]> {
    return this.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
  }

  async findByHash(hash: string): Promise<ApiTokenRow | undefined> {
    const [row] = await this.db.select().from(apiTokens).where(eq(apiTokens.tokenHash, hash));
    return row;
  }

  async findById(id: string): Promise<ApiTokenRow | undefined> {
    const [row] = await this.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    return row;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
      .returning({ id: apiTokens.id });
    return removed.length > 0;
  }

  /** Removes every token of the user (a password change that asks for it): their ids. */
  async removeAll(userId: string): Promise<string[]> {
    const removed = await this.db
      .delete(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .returning({ id: apiTokens.id });
    return removed.map((row) => row.id);
  }

  /** How many of the user's tokens still work (not expired). */
  async countValid(userId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.userId, userId),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
        ),
      );
    return row?.count ?? 0;
  }

  /** Notes a use, unless one at most `since` ago is already noted (one write a minute at most). */
  async touch(id: string, at: Date, since: Date): Promise<void> {
    await this.db
      .update(apiTokens)
      .set({ lastUsedAt: at })
      .where(
        and(
          eq(apiTokens.id, id),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, since)),
        ),
      );
  }
}
