import type { UserConnections } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation } from '../../platform/db/errors';
import { conflict, HttpError } from '../../platform/http/http-error';
import { uuidv7 } from '../../platform/ids';
import { ProviderError, type TokenSet } from '../../providers/http';
import type { ConnectionRow, ConnectionsRepo, ProviderId } from './connections.repo';
import type { TokenVault } from './token-vault';

/** Refreshes a token set with the platform; implemented per provider by the adapters. */
export type Refresher = (refreshToken: string) => Promise<TokenSet>;

export interface ConnectionsServiceDeps {
  repo: ConnectionsRepo;
  vault: TokenVault;
  clock: Clock;
  refreshers: Partial<Record<ProviderId, Refresher>>;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
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
  }

  async remove(userId: string, provider: ProviderId): Promise<ConnectionRow | undefined> {
    return this.deps.repo.remove(userId, provider);
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

  private async doRefresh(row: ConnectionRow): Promise<ConnectionRow> {
    const refresher = this.deps.refreshers[row.provider];
    const refreshToken = this.openSecret(row, 'refresh');
    if (!refresher || !refreshToken) throw grantDead(row.provider);
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
        await this.deps.repo.markNeedsReconnect(row.id, error.message, now);
        this.deps.log.warn(
          { provider: row.provider, userId: row.userId, reason: error.message },
          'grant is dead: connection needs reconnect',
        );
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

  async markNeedsReconnect(row: ConnectionRow, reason: string): Promise<void> {
    await this.deps.repo.markNeedsReconnect(row.id, reason, this.now());
  }
}
