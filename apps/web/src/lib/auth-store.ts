import { useSyncExternalStore } from 'react';
import type { Me } from '@kyo/contracts';
import { safeStorage } from './storage';

export const AUTH_STORAGE_KEY = 'KYO_AUTH';

/** Profiles read from the providers after the user loads (seed §3). */
export interface KickData {
  user_id: number;
  name: string;
  profile_picture?: string;
}
export interface SpotifyData {
  id: string;
  username: string;
  profilePicture?: string;
}

export interface AuthState {
  token: string | null;
  user: Me | null;
  kickData: KickData | null;
  spotifyData: SpotifyData | null;
}

const EMPTY: AuthState = { token: null, user: null, kickData: null, spotifyData: null };

function read(): AuthState {
  const raw = safeStorage.get(AUTH_STORAGE_KEY);
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<AuthState>;
    return {
      token: typeof parsed.token === 'string' ? parsed.token : null,
      user: (parsed.user as Me | undefined) ?? null,
      kickData: parsed.kickData ?? null,
      spotifyData: parsed.spotifyData ?? null,
    };
  } catch {
    return EMPTY;
  }
}

let state: AuthState = typeof window === 'undefined' ? EMPTY : read();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The persisted auth state (KYO_AUTH). One module-level store so route guards (outside React)
 * and components (through useAuth) see the same value; other tabs are followed through the
 * storage event, so signing out in one tab signs out all of them.
 */
const getState = (): AuthState => state;
const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const authStore = {
  getState,
  subscribe,
  setState(patch: Partial<AuthState>): void {
    state = { ...state, ...patch };
    if (state.token === null && state.user === null && !state.kickData && !state.spotifyData) {
      safeStorage.remove(AUTH_STORAGE_KEY);
    } else {
      safeStorage.set(AUTH_STORAGE_KEY, JSON.stringify(state));
    }
    notify();
  },
  /** Any login failure, logout or failed refresh clears token, user, Kick and Spotify data. */
  clear(): void {
    authStore.setState(EMPTY);
  },
  /** Re-reads storage (another tab changed it). */
  reload(): void {
    state = read();
    notify();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) authStore.reload();
  });
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getState, getState);
}
