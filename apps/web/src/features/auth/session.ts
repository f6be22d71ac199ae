import type { AuthResponse } from '@kyo/contracts';
import { apiRequest, configureApiClient } from '../../lib/api-client';
import { authStore } from '../../lib/auth-store';

/** Only one tab refreshes at a time; the others wait and then use its new token. */
async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request('kyo-refresh', work) as Promise<T>;
  }
  return work();
}

let inFlight: Promise<boolean> | null = null;

/**
 * Trades the httpOnly refresh cookie for a new access token. Concurrent callers in this tab share
 * one request; other tabs are serialized by a Web Lock, and a tab that finds the token already
 * changed by another tab uses it instead of presenting the (now rotated) cookie again, which the
 * server would treat as a stolen credential.
 */
export function refreshSession(): Promise<boolean> {
  const staleToken = authStore.getState().token;
  inFlight ??= withRefreshLock(async () => {
    authStore.reload();
    const current = authStore.getState().token;
    if (current && current !== staleToken) return true;
    // The contracts (and zod) load with the first refresh: the entry installs the session
    // without them. A failed chunk load is no answer from the server: it keeps the session.
    const { authResponseSchema, userEndpoints } = await import('../../lib/shell-contracts');
    try {
      const response = await fetch(userEndpoints.refresh.path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'x-kyo-client': '1' },
      });
      if (!response.ok) throw new Error(`refresh failed: ${response.status}`);
      const session = authResponseSchema.parse(await response.json());
      authStore.setState({ token: session.token, user: session.user });
      return true;
    } catch {
      authStore.clear();
      return false;
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Wires the API client to the session: bearer token, one refresh + retry on 401, sign-out. */
export function installSession(): void {
  configureApiClient({
    getToken: () => authStore.getState().token,
    refresh: refreshSession,
    onSessionLost: () => authStore.clear(),
  });
}

/** Success stores the token, then the user (seed §4); any failure clears the whole state. */
export async function signIn(run: () => Promise<AuthResponse>): Promise<AuthResponse> {
  try {
    const session = await run();
    authStore.setState({ token: session.token });
    authStore.setState({ user: session.user });
    return session;
  } catch (error) {
    authStore.clear();
    throw error;
  }
}

export async function signOut(): Promise<void> {
  try {
    const { userEndpoints } = await import('../../lib/shell-contracts');
    await apiRequest(userEndpoints.logout, {});
  } catch {
    // The server session may already be gone; signing out locally is what matters.
  } finally {
    authStore.clear();
  }
}
