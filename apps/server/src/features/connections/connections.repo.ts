import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { oauthStates, providerConnections } from './connections.schema';

export type ConnectionRow = typeof providerConnections.$inferSelect;
export type NewConnection = typeof providerConnections.$inferInsert;
export type ProviderId = ConnectionRow['provider'];
export type ReconnectReason = NonNullable<ConnectionRow['reconnectReason']>;

export class ConnectionsRepo {
  constructor(private readonly db: Db) {}

  async listForUser(userId: string): Promise<ConnectionRow[]> {
    return this.db.select().from(providerConnections).where(eq(providerConnections.userId, userId));
  }

  async find(userId: string, provider: ProviderId): Promise<ConnectionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(providerConnections)
      .where(
        and(eq(providerConnections.userId, userId), eq(providerConnections.provider, provider)),
      )
      .limit(1);
    return row;
  }

  /** Who, other than `userId`, already connected this platform account. */
  async ownerOfAccount(
    provider: ProviderId,
    accountId: string,
    userId: string,
  ): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: providerConnections.userId })
      .from(providerConnections)
      .where(
        and(
          eq(providerConnections.provider, provider),
          eq(providerConnections.providerAccountId, accountId),
          ne(providerConnections.userId, userId),
        ),
      )
      .limit(1);
    return row?.userId;
  }

  async upsert(row: NewConnection): Promise<ConnectionRow> {
    const {
      id: _id,
      createdAt: _createdAt,
      userId: _userId,
      provider: _provider,
      ...changes
    } = row;
    const [saved] = await this.db
      .insert(providerConnections)
      .values(row)
      .onConflictDoUpdate({
        target: [providerConnections.userId, providerConnections.provider],
        set: changes,
      })
      .returning();
    return saved!;
  }

  /**
   * Stores refreshed tokens only if nobody refreshed in between (the refresh token we used is still
   * the stored one), so two refreshers never overwrite each other's newer tokens.
   */
  async saveRefreshed(
    id: string,
    expectedRefreshEnc: string | null,
    changes: Pick<
      NewConnection,
      'accessTokenEnc' | 'refreshTokenEnc' | 'expiresAt' | 'scope' | 'refreshedAt' | 'updatedAt'
    >,
  ): Promise<ConnectionRow | undefined> {
    const [row] = await this.db
      .update(providerConnections)
      .set({ ...changes, status: 'connected', lastError: null, reconnectReason: null })
      .where(
        and(
          eq(providerConnections.id, id),
          expectedRefreshEnc === null
            ? isNull(providerConnections.refreshTokenEnc)
            : eq(providerConnections.refreshTokenEnc, expectedRefreshEnc),
        ),
      )
      .returning();
    return row;
  }

  /** Answers whether this call changed it (false when it already needed a reconnect). */
  async markNeedsReconnect(
    id: string,
    reason: ReconnectReason,
    error: string,
    at: Date,
  ): Promise<boolean> {
    const changed = await this.db
      .update(providerConnections)
      .set({
        status: 'needs_reconnect',
        reconnectReason: reason,
        lastError: error.slice(0, 500),
        updatedAt: at,
      })
      .where(and(eq(providerConnections.id, id), eq(providerConnections.status, 'connected')))
      .returning({ id: providerConnections.id });
    return changed.length > 0;
  }

  async recordError(id: string, error: string, at: Date): Promise<void> {
    await this.db
      .update(providerConnections)
      .set({ lastError: error.slice(0, 500), updatedAt: at })
      .where(eq(providerConnections.id, id));
  }

  async findById(id: string): Promise<ConnectionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(providerConnections)
      .where(eq(providerConnections.id, id))
      .limit(1);
    return row;
  }

  async remove(userId: string, provider: ProviderId): Promise<ConnectionRow | undefined> {
    const [row] = await this.db
      .delete(providerConnections)
      .where(
        and(eq(providerConnections.userId, userId), eq(providerConnections.provider, provider)),
      )
      .returning();
    return row;
  }

  /** Connections whose access token expires before `before` and that can be refreshed. */
  async dueForRefresh(before: Date, limit = 50): Promise<ConnectionRow[]> {
    return this.db
      .select()
      .from(providerConnections)
      .where(
        and(
          eq(providerConnections.status, 'connected'),
          lt(providerConnections.expiresAt, before),
          ne(providerConnections.provider, 'discord'),
        ),
      )
      .limit(limit);
  }

  async listByProvider(provider: ProviderId): Promise<ConnectionRow[]> {
    return this.db
      .select()
      .from(providerConnections)
      .where(eq(providerConnections.provider, provider));
  }

  async findByAccount(provider: ProviderId, accountId: string): Promise<ConnectionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(providerConnections)
      .where(
        and(
          eq(providerConnections.provider, provider),
          eq(providerConnections.providerAccountId, accountId),
        ),
      )
      .limit(1);
    return row;
  }

  async createState(row: typeof oauthStates.$inferInsert): Promise<void> {
    await this.db.insert(oauthStates).values(row);
  }

  /** Uses a state once; answers it only if it belongs to this user and provider and is fresh. */
  async consumeState(stateHash: string, userId: string, provider: ProviderId, at: Date) {
    const [row] = await this.db
      .update(oauthStates)
      .set({ usedAt: at })
      .where(
        and(
          eq(oauthStates.stateHash, stateHash),
          eq(oauthStates.userId, userId),
          eq(oauthStates.provider, provider),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, at),
        ),
      )
      .returning();
    return row;
  }
}
