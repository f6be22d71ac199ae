import type { UserConnections } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation } from '../../platform/db/errors';
import { conflict, HttpError } from '../../platform/http/http-error';
import { uuidv7 } from '../../platform/ids';
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

export interface ConnectionsServiceDeps {
  repo: ConnectionsRepo;
  vault: TokenVault;
  clock: Clock;
  refreshers: Partial<Record<ProviderId, Refresher>>;
  /** The scopes the app asks each provider for (config), to tell a grant that lacks some. */
  requestedScopes?: Partial<Record<ProviderId, string>>;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** A connection just started needing a reconnect (once per death, not on every call). */
  onNeedsReconnect?(event: { userId: string; provider: ProviderId; reason: ReconnectReason }): void;
  /** A connection was made (or made again): whatever waited for it may go on at once. */
  onConnected?(event: { userId: string; provider: ProviderId }): void;
  /** A connection was removed (disconnected, or its account deleted). */
  onRemoved?(event: { userId: string; provider: ProviderId }): void;
  /**
   * Several nodes: a refresh the platform refused waits this long for another node's refresh of
   * the same grant to be saved before the connection is called dead (0: one node, no wait).
   */
  renewedElsewhereWaitMs?: number;
}

/** Tokens are refreshed when they have less than this left. */
export const REFRESH_MARGIN_MS = 10 * 60_000;

export const grantDead = (provider: string) =>
  new HttpError(
    419,
    `${provider}_grant_dead`,
    `Your ${provider === 'kick' ? 'Kick' : 'Spotify'} connection has expired. Connect it again.`,
  );

export class ConnectionsService {
  private readonly refreshing = new Map<string, Promise<ConnectionRow>>();

  constructor(private readonly deps: ConnectionsServiceDeps) {}

  private now() {
    return new Date(this.deps.clock.now());
  }

  /** The user's connections as only they see them: their own tokens, decrypted. */
  async connectionsOf(userId: string): Promise<UserConnections> {
    const rows = await this.deps.repo.listForUser(userId);
    const result: UserConnections = { kick: null, spotify: null, discord: null };
    const { vault } = this.deps;
    for (const row of rows) {
      const token = (column: 'access' | 'refresh', sealed: string | null) =>
        sealed ? vault.open(userId, row.provider, column, sealed) : '';
      const expiresIn = Math.max(
        0,
        Math.round((row.expiresAt.getTime() - this.deps.clock.now()) / 1000),
      );
      if (row.provider === 'kick') {
        result.kick = {
          username: row.username,
          providerId: row.providerAccountId,
          accessToken: token('access', row.accessTokenEnc),
          refreshToken: token('refresh', row.refreshTokenEnc),
          expiresIn,
          expiresAt: row.expiresAt.toISOString(),
          scope: row.scope,
          status: row.status,
          reconnectReason: reasonOf(row),
          missingScopes: missingScopes(this.deps.requestedScopes?.kick, row.scope),
        };
      } else if (row.provider === 'spotify') {
        result.spotify = {
          providerId: row.providerAccountId,
          username: row.username,
          profilePicture: row.profilePicture,
          accessToken: token('access', row.accessTokenEnc),
          refreshToken: token('refresh', row.refreshTokenEnc),
          expiresIn,
          expiresAt: row.expiresAt.toISOString(),
          scope: row.scope,
          status: row.status,
          reconnectReason: reasonOf(row),
        };
      } else {
        result.discord = {
          providerId: row.providerAccountId,
          username: row.username,
          avatarUrl: row.profilePicture,
          webhook: row.webhookId
            ? {
                id: row.webhookId,
                channelId: row.webhookChannelId ?? '',
                guildId: row.webhookGuildId ?? '',
                name: row.webhookName,
              }
            : null,
          status: row.status,
          reconnectReason: reasonOf(row),
        };
      }
    }
    return result;
  }

  async kickUsernameOf(userId: string): Promise<string | null> {
    return (await this.deps.repo.find(userId, 'kick'))?.username ?? null;
  }

  /** Saves a verified connection. One platform account belongs to one Kyo account (409). */
  async save(input: {
    userId: string;
    provider: ProviderId;
    accountId: string;
    username: string;
    profilePicture?: string | null;
    tokens: TokenSet;
    webhook?: {
      id: string;
      token: string;
      channelId: string;
      guildId: string;
      name: string | null;
    };
  }): Promise<void> {
    const { userId, provider, vault } = { ...input, vault: this.deps.vault };
    const names = { kick: 'Kick', spotify: 'Spotify', discord: 'Discord' };
    if (await this.deps.repo.ownerOfAccount(provider, input.accountId, userId)) {
      throw conflict(
        `This ${names[provider]} account is already connected to another Kyo account.`,
        'providerId',
      );
    }
    const now = this.now();
    try {
      await this.deps.repo.upsert({
        id: uuidv7(now.getTime()),
        userId,
        provider,
        providerAccountId: input.accountId,
        username: input.username,
        profilePicture: input.profilePicture ?? null,
        scope: input.tokens.scope,
        accessTokenEnc: vault.seal(userId, provider, 'access', input.tokens.accessToken),
        refreshTokenEnc: input.tokens.refreshToken
          ? vault.seal(userId, provider, 'refresh', input.tokens.refreshToken)
          : null,
        expiresAt: new Date(now.getTime() + input.tokens.expiresIn * 1000),
        status: 'connected',
        lastError: null,
        reconnectReason: null,
        refreshedAt: now,
        webhookId: input.webhook?.id ?? null,
        webhookTokenEnc: input.webhook
          ? vault.seal(userId, provider, 'webhook', input.webhook.token)
          : null,
        webhookChannelId: input.webhook?.channelId ?? null,
        webhookGuildId: input.webhook?.guildId ?? null,
        webhookName: input.webhook?.name ?? null,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(
          `This ${names[provider]} account is already connected to another Kyo account.`,
          'providerId',
        );
      }
      throw error;
    }
    this.deps.onConnected?.({ userId, provider });
  }

  async remove(userId: string, provider: ProviderId): Promise<ConnectionRow | undefined> {
    const row = await this.deps.repo.remove(userId, provider);
    if (row) this.deps.onRemoved?.({ userId, provider });
    return row;
  }

  find(userId: string, provider: ProviderId) {
    return this.deps.repo.find(userId, provider);
  }

  findByAccount(provider: ProviderId, accountId: string) {
    return this.deps.repo.findByAccount(provider, accountId);
  }

  openSecret(row: ConnectionRow, column: 'access' | 'refresh' | 'webhook'): string | null {
    const sealed =
      column === 'access'
        ? row.accessTokenEnc
        : column === 'refresh'
          ? row.refreshTokenEnc
          : row.webhookTokenEnc;
    return sealed ? this.deps.vault.open(row.userId, row.provider, column, sealed) : null;
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

/** The reason shown for a connection that needs a reconnect (older rows: a refresh that failed). */
function reasonOf(row: ConnectionRow): ReconnectReason | null {
  if (row.status === 'connected') return null;
  return row.reconnectReason ?? 'refresh_failed';
}

/**
 * The requested scopes a stored grant lacks. An empty stored scope is a grant whose scopes were
 * never recorded (a connection saved without them): nothing can be said about it, so none.
 */
export function missingScopes(requested: string | undefined, granted: string): string[] {
  const have = new Set(granted.split(/\s+/).filter(Boolean));
  if (!requested || have.size === 0) return [];
  return [...new Set(requested.split(/\s+/).filter(Boolean))].filter((scope) => !have.has(scope));
}
