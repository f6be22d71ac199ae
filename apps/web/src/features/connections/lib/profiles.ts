import { kickEndpoints, spotifyEndpoints, userEndpoints } from '@kyo/contracts';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { authStore, type KickData, type SpotifyData } from '../../../lib/auth-store';

/** A provider profile call made with the provider's token (through our pass-through). */
async function withProviderToken<T>(path: string, token: string): Promise<T> {
  const response = await fetch(path, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  if (!response.ok) {
    let message = response.statusText;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // not JSON
    }
    throw new ApiRequestError(response.status, 'provider_error', message);
  }
  return (await response.json()) as T;
}

export async function fetchKickProfile(accessToken: string): Promise<KickData> {
  const body = await withProviderToken<{
    data: Array<{ user_id: number; name: string; profile_picture?: string }>;
  }>(kickEndpoints.users.path, accessToken);
  const user = body.data[0];
  if (!user) throw new ApiRequestError(404, 'not_found', 'Kick returned no user');
  return {
    user_id: user.user_id,
    name: user.name,
    ...(user.profile_picture ? { profile_picture: user.profile_picture } : {}),
  };
}

/** Seed §3: Spotify's id, display_name, images[].url become id, username, profilePicture. */
export async function fetchSpotifyProfile(accessToken: string): Promise<SpotifyData> {
  const me = await withProviderToken<{
    id: string;
    display_name: string | null;
    images: Array<{ url: string }>;
  }>(spotifyEndpoints.me.path, accessToken);
  return {
    id: me.id,
    username: me.display_name ?? me.id,
    ...(me.images[0]?.url ? { profilePicture: me.images[0].url } : {}),
  };
}

/**
 * The seed disconnects a platform locally when its grant is dead (§4, §8). The server keeps the
 * connection, marked `needs_reconnect` with its reason, so the page can say why and offer a
 * Reconnect: the profile data goes, the connection stays, marked, until the user is reloaded
 * from the server (which has the reason).
 */
export function markDeadLocally(provider: 'kick' | 'spotify'): void {
  const { user } = authStore.getState();
  const connection = user?.connections[provider];
  const marked =
    user && connection
      ? {
          ...user,
          connections: {
            ...user.connections,
            [provider]: {
              ...connection,
              status: 'needs_reconnect' as const,
              reconnectReason: connection.reconnectReason ?? 'revoked',
            },
          },
        }
      : user;
  authStore.setState(
    provider === 'kick' ? { kickData: null, user: marked } : { spotifyData: null, user: marked },
  );
  void apiRequest(userEndpoints.me, {})
    .then((fresh) => {
      if (authStore.getState().user?.id === fresh.id) authStore.setState({ user: fresh });
    })
    .catch(() => undefined);
}

/**
 * Loads a provider profile with the stored token. A 401 refreshes the token once and retries;
 * a refresh answering 419 (dead grant) or a failed retry marks the connection dead locally.
 */
export async function loadProfile<T>(
  provider: 'kick' | 'spotify',
  tokens: { accessToken: string; refreshToken: string },
  fetchProfile: (token: string) => Promise<T>,
): Promise<T | null> {
  try {
    return await fetchProfile(tokens.accessToken);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
  }
  let fresh: string;
  try {
    const endpoint = provider === 'kick' ? kickEndpoints.refresh : spotifyEndpoints.refresh;
    fresh = (await apiRequest(endpoint, { body: { refresh_token: tokens.refreshToken } }))
      .access_token;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 419) {
      markDeadLocally(provider);
      return null;
    }
    throw error;
  }
  try {
    return await fetchProfile(fresh);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      markDeadLocally(provider);
      return null;
    }
    throw error;
  }
}
