import { useEffect } from 'react';
import { userEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { authStore, useAuthState } from '../../../lib/auth-store';

/** While the tab is visible, the user (and its connections' health) is reloaded this often. */
const RELOAD_MS = 2 * 60_000;

/**
 * Whenever the token changes (sign-in, refresh, another tab), the user is reloaded, and again when
 * the tab comes back into view and every few minutes, so a connection the server found dead shows
 * as such without a page reload. Failures other than a lost session (handled by the API client)
 * keep the stored user.
 */
export function SessionSync() {
  const { token } = useAuthState();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const reload = () =>
      apiRequest(userEndpoints.me, {}, { signal: controller.signal })
        .then((user) => {
          if (authStore.getState().token === token) authStore.setState({ user });
        })
        .catch(() => undefined);
    void reload();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, RELOAD_MS);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [token]);
  return null;
}
