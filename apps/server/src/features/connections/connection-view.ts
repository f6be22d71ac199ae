/**
 * A user's connections as only they see them (their own tokens, decrypted), with why one needs a
 * reconnect and which of the requested scopes a grant lacks.
 */
import type { UserConnections } from '@kyo/contracts';
import type { ConnectionRow, ProviderId, ReconnectReason } from './connections.repo';
import type { TokenVault } from './token-vault';

export function userConnections(
  rows: readonly ConnectionRow[],
  vault: TokenVault,
  now: () => number,
  requestedScopes: Partial<Record<ProviderId, string>> | undefined,
): UserConnections {
  const result: UserConnections = { kick: null, spotify: null, discord: null };
  for (const row of rows) {
    const token = (column: 'access' | 'refresh', sealed: string | null) =>
      sealed ? vault.open(row.userId, row.provider, column, sealed) : '';
    const expiresIn = Math.max(0, Math.round((row.expiresAt.getTime() - now()) / 1000));
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
        missingScopes: missingScopes(requestedScopes?.kick, row.scope),
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
