/**
 * A user's platform connections: saved once verified (one platform account, one Kyo account),
 * listed for their owner (connection-view.ts), removed; their tokens in use are
 * connection-tokens.ts's.
 */
import type { UserConnections } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation } from '../../platform/db/errors';
import { conflict } from '../../platform/http/http-error';
import { uuidv7 } from '../../platform/ids';
import type { TokenSet } from '../../providers/http';
import { ConnectionTokens, type Refresher } from './connection-tokens';
import { userConnections } from './connection-view';
import type {
  ConnectionRow,
  ConnectionsRepo,
  ProviderId,
  ReconnectReason,
} from './connections.repo';
import type { TokenVault } from './token-vault';

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

export class ConnectionsService {
  private readonly tokens: ConnectionTokens;

  constructor(private readonly deps: ConnectionsServiceDeps) {
    this.tokens = new ConnectionTokens({
      repo: deps.repo,
      vault: deps.vault,
      clock: deps.clock,
      refreshers: deps.refreshers,
      log: deps.log,
      openSecret: (row, column) => this.openSecret(row, column),
      onNeedsReconnect: (event) => deps.onNeedsReconnect?.(event),
      ...(deps.renewedElsewhereWaitMs !== undefined
        ? { renewedElsewhereWaitMs: deps.renewedElsewhereWaitMs }
        : {}),
    });
  }

  private now() {
    return new Date(this.deps.clock.now());
  }

  /** The user's connections as only they see them: their own tokens, decrypted. */
  async connectionsOf(userId: string): Promise<UserConnections> {
    const rows = await this.deps.repo.listForUser(userId);
    return userConnections(
      rows,
      this.deps.vault,
      () => this.deps.clock.now(),
      this.deps.requestedScopes,
    );
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
    return this.tokens.refresh(row);
  }

  /** A valid access token for the bot and the overlays, refreshed first when it is about to expire. */
  accessToken(userId: string, provider: ProviderId): Promise<string | null> {
    return this.tokens.accessToken(userId, provider);
  }

  /** After a 401 to `rejected`: one refresh (unless already replaced); null for a dead grant. */
  accessTokenAfterRejection(
    userId: string,
    provider: ProviderId,
    rejected: string,
  ): Promise<string | null> {
    return this.tokens.accessTokenAfterRejection(userId, provider, rejected);
  }

  /** Calls a platform with the user's token: on a 401, one forced refresh and one retry. */
  withAccessToken<T>(
    userId: string,
    provider: ProviderId,
    call: (token: string) => Promise<T>,
  ): Promise<{ value: T } | null> {
    return this.tokens.withAccessToken(userId, provider, call);
  }

  /** The token a forced refresh just gave was refused too: the grant is marked dead. */
  rejectedAfterRefresh(userId: string, provider: ProviderId, token: string): Promise<void> {
    return this.tokens.rejectedAfterRefresh(userId, provider, token);
  }

  /** Background job: refreshes every token that expires within the margin. */
  refreshDue(): Promise<{ refreshed: number; failed: number }> {
    return this.tokens.refreshDue();
  }

  /** Marks a dead connection; tells the app the first time (status page, bot notice). */
  markNeedsReconnect(row: ConnectionRow, reason: ReconnectReason, detail: string): Promise<void> {
    return this.tokens.markNeedsReconnect(row, reason, detail);
  }
}
