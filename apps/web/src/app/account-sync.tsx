import { lazy, Suspense } from 'react';
import { useAuthState, type AuthState } from '../lib/auth-store';
import { lazyWithQueryClient } from '../lib/lazy-with-query-client';

const AccountSyncEffects = lazy(lazyWithQueryClient(() => import('./account-sync-effects')));

/** Anything stored is enough, so stale provider data is still cleared. */
const hasAccount = ({ token, user, kickData, spotifyData }: AuthState) =>
  Boolean(token || user || kickData || spotifyData);

/**
 * Keeps a signed-in account fresh (the user, its connections' profiles). Its code, the contracts
 * and zod load only when there is an account in the browser: a visitor's first page waits for none
 * of it.
 */
export function AccountSync() {
  if (!hasAccount(useAuthState())) return null;
  return (
    <Suspense fallback={null}>
      <AccountSyncEffects />
    </Suspense>
  );
}
