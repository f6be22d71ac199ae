import { lazy, Suspense } from 'react';
import { useAuthState } from '../lib/auth-store';

const AccountSyncEffects = lazy(() => import('./account-sync-effects'));

/**
 * Keeps a signed-in account fresh (the user, its connections' profiles). Its code, the contracts
 * and zod load only when there is an account in the browser: a visitor's first page waits for none
 * of it. A state with anything stored is enough, so stale provider data is still cleared.
 */
export function AccountSync() {
  const { token, user, kickData, spotifyData } = useAuthState();
  if (!token && !user && !kickData && !spotifyData) return null;
  return (
    <Suspense fallback={null}>
      <AccountSyncEffects />
    </Suspense>
  );
}
