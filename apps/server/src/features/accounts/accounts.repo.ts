import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { emailTokens, refreshTokens, sessions, users } from './accounts.schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export class AccountsRepo {
  constructor(private readonly db: Db) {}

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  async findUserById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1);
    return Boolean(row);
  }

  async insertUser(user: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    return row!;
  }

  /** Deletes the user; every table that holds their rows follows (on delete cascade). */
  async deleteUser(userId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return deleted.length > 0;
  }

  async setPassword(userId: string, passwordHash: string, at: Date): Promise<void> {
    await this.db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
  }

  async setLanguage(userId: string, language: string, at: Date): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ language, updatedAt: at })
      .where(eq(users.id, userId))
      .returning();
    return row;
  }

  async markEmailVerified(userId: string, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ emailVerifiedAt: at, updatedAt: at })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  }

  /** A session and its first refresh credential, together or not at all. */
  async createSession(session: typeof sessions.$inferInsert, refreshHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values(session);
      await tx.insert(refreshTokens).values({ tokenHash: refreshHash, sessionId: session.id });
    });
  }

  async findSession(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
    return row;
  }

  async findRefreshToken(tokenHash: string) {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /**
   * Rotates a refresh credential. Returns false when it was already rotated, including by a
   * concurrent request that won the race: both are a reuse.
   */
  async rotateRefreshToken(
    sessionId: string,
    oldHash: string,
    newHash: string,
    at: Date,
    expiresAt: Date,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rotated = await tx
        .update(refreshTokens)
        .set({ rotatedAt: at })
        .where(and(eq(refreshTokens.tokenHash, oldHash), isNull(refreshTokens.rotatedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash });
      if (rotated.length === 0) return false;
      await tx.insert(refreshTokens).values({ tokenHash: newHash, sessionId });
      await tx
        .update(sessions)
        .set({ lastUsedAt: at, expiresAt })
        .where(eq(sessions.id, sessionId));
      return true;
    });
  }

  async revokeSession(id: string, reason: string, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  async revokeUserSessions(
    userId: string,
    reason: string,
    at: Date,
    exceptSessionId?: string,
  ): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      );
  }

  async createEmailToken(token: typeof emailTokens.$inferInsert): Promise<void> {
    await this.db.insert(emailTokens).values(token);
  }

  /** Uses a link token once: answers its user only if it was unused, unexpired and of this purpose. */
  async consumeEmailToken(
    tokenHash: string,
    purpose: EmailTokenPurpose,
    at: Date,
  ): Promise<string | undefined> {
    const [row] = await this.db
      .update(emailTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, at),
        ),
      )
      .returning({ userId: emailTokens.userId });
    return row?.userId;
  }

  /** The user of a valid (unused, unexpired) link token, without using it. */
  async peekEmailToken(
    tokenHash: string,
    purpose: EmailTokenPurpose,
    at: Date,
  ): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: emailTokens.userId })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, at),
        ),
      )
      .limit(1);
    return row?.userId;
  }

  /** Older links stop working when a new one is sent or one is used. */
  async invalidateEmailTokens(userId: string, purpose: EmailTokenPurpose, at: Date): Promise<void> {
    await this.db
      .update(emailTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(emailTokens.userId, userId),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
        ),
      );
  }
}
