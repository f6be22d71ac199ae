import {
  connectionEndpoints,
  discordEndpoints,
  kickEndpoints,
  spotifyEndpoints,
  type Me,
} from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { fetchKickProfile, fetchSpotifyProfile } from './profiles';
import { openAuthPopup, PopupBlockedError, type PopupResult } from './popup';

export type ConnectProvider = 'kick' | 'spotify' | 'discord';

const PENDING_KEY = 'KYO_PENDING_CONNECT';

interface Pending {
  provider: ConnectProvider;
  state: string;
  verifier?: string;
  returnTo: string;
}

export class ConnectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectError';
  }
}

/**
 * Opens the popup; when the browser blocks popups, falls back to a full-page redirect whose
 * callback page finishes the flow (`completeFromCallback`).
 */
async function authorize(
  provider: ConnectProvider,
  url: string,
  pending: Omit<Pending, 'provider'>,
): Promise<PopupResult | 'redirected'> {
  try {
    return await openAuthPopup(url, provider);
  } catch (error) {
    if (!(error instanceof PopupBlockedError)) throw error;
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ provider, ...pending }));
    window.location.assign(url);
    return 'redirected';
  }
}

function checked(result: PopupResult, state: string): string {
  if (result.error)
    throw new ConnectError(
      result.error === 'access_denied' ? 'You declined the authorization.' : result.error,
    );
  if (!result.code) throw new ConnectError('The provider did not send an authorization code.');
  if (result.state !== state)
    throw new ConnectError('The answer does not belong to this connection attempt.');
  return result.code;
}

/** Code → tokens → profile → saved connection → user reloaded (seed §4). */
async function finishKick(code: string, state: string, verifier: string): Promise<Me> {
  const tokens = await apiRequest(kickEndpoints.token, { body: { code, state, verifier } });
  const profile = await fetchKickProfile(tokens.access_token);
  const user = await apiRequest(connectionEndpoints.saveKick, {
    body: {
      username: profile.name,
      providerId: String(profile.user_id),
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      scope: tokens.scope,
    },
  });
  authStore.setState({ user, kickData: profile });
  return user;
}

async function finishSpotify(code: string, state: string): Promise<Me> {
  const tokens = await apiRequest(spotifyEndpoints.token, { query: { code, state } });
  const profile = await fetchSpotifyProfile(tokens.access_token);
  const user = await apiRequest(connectionEndpoints.saveSpotify, {
    body: {
      providerId: profile.id,
      username: profile.username,
      profilePicture: profile.profilePicture ?? null,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in || 3600,
      scope: tokens.scope,
    },
  });
  authStore.setState({ user, spotifyData: profile });
  return user;
}

async function finishDiscord(code: string, state: string): Promise<Me> {
  const user = await apiRequest(connectionEndpoints.saveDiscord, { body: { code, state } });
  authStore.setState({ user });
  return user;
}

/** Connects a provider through its popup. Resolves with the reloaded user, or 'redirected'. */
export async function connect(
  provider: ConnectProvider,
  returnTo = window.location.pathname,
): Promise<Me | 'redirected'> {
  if (provider === 'kick') {
    const { url, state, verifier } = await apiRequest(kickEndpoints.oauth, {});
    const result = await authorize('kick', url, { state, verifier, returnTo });
    return result === 'redirected' ? result : finishKick(checked(result, state), state, verifier);
  }
  if (provider === 'spotify') {
    const { url, state } = await apiRequest(spotifyEndpoints.oauth, {});
    const result = await authorize('spotify', url, { state, returnTo });
    return result === 'redirected' ? result : finishSpotify(checked(result, state), state);
  }
  const { url, state } = await apiRequest(discordEndpoints.oauth, {});
  const result = await authorize('discord', url, { state, returnTo });
  return result === 'redirected' ? result : finishDiscord(checked(result, state), state);
}

/** On a callback page reached by a full-page redirect: finishes the pending flow, if any. */
export async function completeFromCallback(
  provider: ConnectProvider,
  href = window.location.href,
): Promise<{ user: Me; returnTo: string } | null> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return null;
  sessionStorage.removeItem(PENDING_KEY);
  const pending = JSON.parse(raw) as Pending;
  if (pending.provider !== provider) return null;
  const params = new URL(href).searchParams;
  const code = checked(
    { code: params.get('code'), state: params.get('state'), error: params.get('error') },
    pending.state,
  );
  const user =
    provider === 'kick'
      ? await finishKick(code, pending.state, pending.verifier ?? '')
      : provider === 'spotify'
        ? await finishSpotify(code, pending.state)
        : await finishDiscord(code, pending.state);
  return { user, returnTo: pending.returnTo };
}

export async function disconnect(provider: ConnectProvider): Promise<Me> {
  const user = await apiRequest(connectionEndpoints.remove, { params: { provider } });
  authStore.setState({
    user,
    ...(provider === 'kick' ? { kickData: null } : {}),
    ...(provider === 'spotify' ? { spotifyData: null } : {}),
  });
  return user;
}
