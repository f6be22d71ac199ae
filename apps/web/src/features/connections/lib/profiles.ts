import { kickEndpoints, spotifyEndpoints, type Me } from '@kyo/contracts';
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

const withoutConnection = (user: Me | null, provider: 'kick' | 'spotify'): Me | null =>
  user ? { ...user, connections: { ...user.connections, [provider]: null } } : null;

/** Seed §4: disconnecting removes the connection locally and clears that profile data. */
export function disconnectLocally(provider: 'kick' | 'spotify'): void {
  const { user } = authStore.getState();
  authStore.setState(
    provider === 'kick'
      ? { kickData: null, user: withoutConnection(user, 'kick') }
      : { spotifyData: null, user: withoutConnection(user, 'spotify') },
  );
}

/**
 * Loads a provider profile with the stored token. A 401 refreshes the token once and retries;
 * a refresh answering 419 (dead grant) or a failed retry disconnects the provider locally.
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
      disconnectLocally(provider);
      return null;
    }
    throw error;
  }
  try {
    return await fetchProfile(fresh);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      disconnectLocally(provider);
      return null;
    }
    throw error;
  }
}
