/**
 * A connection's tokens in use: one refresh at a time per connection (a refused one waits for
 * another node's refresh to be saved before the connection is called dead), a valid access token
 * for whoever calls the platform, one forced refresh and one retry on a 401, tokens refreshed
 * ahead of expiry by a background job, and a dead connection marked once.
 */
import type { Clock } from '../../platform/clock';
import { HttpError } from '../../platform/http/http-error';
import { ProviderError, type TokenSet } from '../../providers/http';
import type {
  ConnectionRow,
  ConnectionsRepo,
  ProviderId,
  ReconnectReason,
} from './connections.repo';
import type { TokenVault } from './token-vault';

/** Refreshes a token set with the platform; implemented per provider by the adapters. */
export type Refresher = (refreshToken: string) => Promise<TokenSet>;

/** Tokens are refreshed when they have less than this left. */
export const REFRESH_MARGIN_MS = 10 * 60_000;

export const grantDead = (provider: string) =>
  new HttpError(
    419,
    `${provider}_grant_dead`,
    `Your ${provider === 'kick' ? 'Kick' : 'Spotify'} connection has expired. Connect it again.`,
  );

export interface ConnectionTokensDeps {
  repo: ConnectionsRepo;
  vault: TokenVault;
  clock: Clock;
  refreshers: Partial<Record<ProviderId, Refresher>>;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** A stored secret of the connection, decrypted (null when there is none). */
  openSecret(row: ConnectionRow, column: 'access' | 'refresh'): string | null;
  /** A connection just started needing a reconnect (once per death, not on every call). */
  onNeedsReconnect?(event: { userId: string; provider: ProviderId; reason: ReconnectReason }): void;
  /**
   * Several nodes: a refresh the platform refused waits this long for another node's refresh of
   * the same grant to be saved before the connection is called dead (0: one node, no wait).
   */
  renewedElsewhereWaitMs?: number;
}

export class ConnectionTokens {
  private readonly refreshing = new Map<string, Promise<ConnectionRow>>();

  constructor(private readonly deps: ConnectionTokensDeps) {}

  private now() {
    return new Date(this.deps.clock.now());
  }

  private openSecret(row: ConnectionRow, column: 'access' | 'refresh'): string | null {
    return this.deps.openSecret(row, column);
  }

  /**
   * Refreshes one connection with its stored refresh token. One refresh per connection at a time;
   * concurrent callers share it. A dead grant marks the connection 'needs reconnect'.
   */
  refresh(row: ConnectionRow): Promise<ConnectionRow> {
    const pending = this.refreshing.get(row.id);
    if (pending) return pending;
    const work = this.doRefresh(row).finally(() => this.refreshing.delete(row.id));
    this.refreshing.set(row.id, work);
    return work;
  }

  /** The row as another node refreshed it since `row` was read (looked at twice), or null. */
  private async renewedElsewhere(row: ConnectionRow): Promise<ConnectionRow | null> {
    const waits = this.deps.renewedElsewhereWaitMs ? [0, this.deps.renewedElsewhereWaitMs] : [0];
    for (const wait of waits) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      const current = await this.deps.repo.findById(row.id);
      if (
        current &&
        current.status === 'connected' &&
        current.refreshTokenEnc !== row.refreshTokenEnc
      )
        return current;
    }
    return null;
  }

  private async doRefresh(row: ConnectionRow): Promise<ConnectionRow> {
    const refresher = this.deps.refreshers[row.provider];
    const refreshToken = this.openSecret(row, 'refresh');
    if (!refresher || !refreshToken) {
      await this.markNeedsReconnect(
        row,
        'refresh_failed',
        'There is no refresh token to renew it with',
      );
      throw grantDead(row.provider);
    }
    const now = this.now();
    let tokens: TokenSet;
    try {
      tokens = await refresher(refreshToken);
    } catch (error) {
      if (
        error instanceof ProviderError &&
        (error.kind === 'invalid_grant' ||
          error.kind === 'unauthorized' ||
          error.kind === 'bad_request')
      ) {
        // Another node may have used this refresh token a moment ago (platforms that rotate
        // refresh tokens refuse the old one): its new tokens are in the row, or soon will be.
        const renewed = await this.renewedElsewhere(row);
        if (renewed) return renewed;
        await this.markNeedsReconnect(row, 'revoked', error.message);
        throw grantDead(row.provider);
      }
      if (error instanceof Error) await this.deps.repo.recordError(row.id, error.message, now);
      throw error;
    }
    const saved = await this.deps.repo.saveRefreshed(row.id, row.refreshTokenEnc, {
      accessTokenEnc: this.deps.vault.seal(row.userId, row.provider, 'access', tokens.accessToken),
      // Keep the old refresh token when the platform did not send a new one (Spotify may not).
      refreshTokenEnc: tokens.refreshToken
        ? this.deps.vault.seal(row.userId, row.provider, 'refresh', tokens.refreshToken)
        : row.refreshTokenEnc,
      expiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
      scope: tokens.scope || row.scope,
      refreshedAt: now,
      updatedAt: now,
    });
    // Lost a race with another refresher: theirs is newer.
    return saved ?? (await this.deps.repo.findById(row.id)) ?? row;
  }

  /** A valid access token for the bot and the overlays, refreshed first when it is about to expire. */
  async accessToken(userId: string, provider: ProviderId): Promise<string | null> {
    let row = await this.deps.repo.find(userId, provider);
    if (!row || row.status !== 'connected') return null;
    if (row.expiresAt.getTime() - this.deps.clock.now() < 60_000) row = await this.refresh(row);
    return this.openSecret(row, 'access');
  }

  /**
   * The platform answered 401 to `rejected`, whatever its stored expiry said (a platform may end
   * a token early): refresh once, unless someone already replaced it meanwhile, and answer the
   * new token; null when the grant is dead (the connection is then marked at once).
   */
  async accessTokenAfterRejection(
    userId: string,
    provider: ProviderId,
    rejected: string,
  ): Promise<string | null> {
    const row = await this.deps.repo.find(userId, provider);
    if (!row || row.status !== 'connected') return null;
    const current = this.openSecret(row, 'access');
    if (current && current !== rejected) return current;
    try {
      return this.openSecret(await this.refresh(row), 'access');
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 419) return null;
      throw error;
    }
  }

  /**
   * Calls a platform with the user's token: on a 401, one forced refresh and one retry; a second
   * 401 with a token just issued means the platform refuses this grant (marked at once).
   * Answers null when there is no usable connection.
   */
  async withAccessToken<T>(
    userId: string,
    provider: ProviderId,
    call: (token: string) => Promise<T>,
  ): Promise<{ value: T } | null> {
    const token = await this.accessToken(userId, provider).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 419) return null;
      throw error;
    });
    if (!token) return null;
    try {
      return { value: await call(token) };
    } catch (error) {
      if (!(error instanceof ProviderError) || error.kind !== 'unauthorized') throw error;
    }
    const fresh = await this.accessTokenAfterRejection(userId, provider, token);
    if (!fresh) return null;
    try {
      return { value: await call(fresh) };
    } catch (error) {
      if (!(error instanceof ProviderError) || error.kind !== 'unauthorized') throw error;
      await this.rejectedAfterRefresh(userId, provider, fresh);
      return null;
    }
  }

  /**
   * The token a forced refresh just gave was refused too: the platform no longer honours this
   * grant (marked, unless someone replaced the token meanwhile).
   */
  async rejectedAfterRefresh(userId: string, provider: ProviderId, token: string): Promise<void> {
    const row = await this.deps.repo.find(userId, provider);
    if (!row || this.openSecret(row, 'access') !== token) return;
    await this.markNeedsReconnect(row, 'token_rejected', 'The platform refused a fresh token');
  }

  /** Background job: refreshes every token that expires within the margin, before anyone needs it. */
  async refreshDue(): Promise<{ refreshed: number; failed: number }> {
    const due = await this.deps.repo.dueForRefresh(
      new Date(this.deps.clock.now() + REFRESH_MARGIN_MS),
    );
    let refreshed = 0;
    let failed = 0;
    for (const row of due) {
      try {
        await this.refresh(row);
        refreshed++;
      } catch {
        failed++;
      }
    }
    if (due.length > 0) this.deps.log.info({ refreshed, failed }, 'proactive token refresh');
    return { refreshed, failed };
  }

  /** Marks a dead connection; tells the app the first time (status page, bot notice). */
  async markNeedsReconnect(
    row: ConnectionRow,
    reason: ReconnectReason,
    detail: string,
  ): Promise<void> {
    const changed = await this.deps.repo.markNeedsReconnect(row.id, reason, detail, this.now());
    if (!changed) return;
    this.deps.log.warn(
      { provider: row.provider, userId: row.userId, reason, detail },
      'connection needs reconnect',
    );
    this.deps.onNeedsReconnect?.({ userId: row.userId, provider: row.provider, reason });
  }
}
