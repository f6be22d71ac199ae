import type { Me } from '@kyo/contracts';
import type { Provider } from '../../../components/provider-logo';

export type ConnectionState = 'connected' | 'needs_reconnect' | 'disconnected';

export const PROVIDERS: Provider[] = ['kick', 'spotify', 'discord'];

export function connectionState(user: Me, provider: Provider): ConnectionState {
  const connection = user.connections[provider];
  if (!connection) return 'disconnected';
  return connection.status === 'needs_reconnect' ? 'needs_reconnect' : 'connected';
}

/** The account name shown for a connection (null when it is not connected). */
export function connectionName(user: Me, provider: Provider): string | null {
  return user.connections[provider]?.username ?? null;
}

/** Scopes Kyo now asks for that a working connection lacks (only Kick has any so far). */
export function missingScopesOf(user: Me, provider: Provider): string[] {
  return provider === 'kick' ? (user.connections.kick?.missingScopes ?? []) : [];
}

export function connectedCount(user: Me): number {
  return PROVIDERS.filter((provider) => connectionState(user, provider) !== 'disconnected').length;
}
