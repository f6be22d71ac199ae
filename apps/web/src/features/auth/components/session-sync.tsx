import { useEffect } from 'react';
import { userEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { authStore, useAuthState } from '../../../lib/auth-store';

/**
 * Whenever the token changes (sign-in, refresh, another tab), the user is reloaded. Failures
 * other than a lost session (handled by the API client) keep the stored user.
 */
export function SessionSync() {
  const { token } = useAuthState();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    apiRequest(userEndpoints.me, {}, { signal: controller.signal })
      .then((user) => {
        if (authStore.getState().token === token) authStore.setState({ user });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);
  return null;
}
