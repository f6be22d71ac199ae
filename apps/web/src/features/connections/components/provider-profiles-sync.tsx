import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { authStore, useAuthState } from '../../../lib/auth-store';
import { fetchKickProfile, fetchSpotifyProfile, loadProfile } from '../lib/profiles';

/**
 * Seed §4: after the user loads, the Kick and Spotify profiles are fetched when their tokens
 * exist, and the Kick event subscriptions are ensured when Kick data exists. Runs again whenever
 * the stored tokens change (a reconnect, a refresh).
 */
export function ProviderProfilesSync() {
  const { user } = useAuthState();
  const kick = user?.connections.kick;
  const spotify = user?.connections.spotify;
  const kickToken = kick?.status === 'connected' ? kick.accessToken : null;
  const kickRefresh = kick?.refreshToken ?? '';
  const spotifyToken = spotify?.status === 'connected' ? spotify.accessToken : null;
  const spotifyRefresh = spotify?.refreshToken ?? '';
  const userId = user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!kickToken || !userId) {
      if (authStore.getState().kickData && !kickToken) authStore.setState({ kickData: null });
      return;
    }
    let cancelled = false;
    void (async () => {
      try {
        const profile = await loadProfile(
          'kick',
          { accessToken: kickToken, refreshToken: kickRefresh },
          fetchKickProfile,
        );
        // A dead grant (marking it re-runs this effect, so before the cancelled check): the
        // server knows now too, and the page's data (the bot's status) may have been read
        // before; read it again so every page says so.
        if (!profile) return void queryClient.invalidateQueries();
        if (cancelled) return;
        authStore.setState({ kickData: profile });
        await apiRequest(eventEndpoints.subscribe, { params: { userId } });
      } catch {
        // Seed §8: other failures are swallowed; the status page shows the subscription state.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [kickToken, kickRefresh, userId, queryClient]);

  useEffect(() => {
    if (!spotifyToken) {
      if (authStore.getState().spotifyData && !spotifyToken)
        authStore.setState({ spotifyData: null });
      return;
    }
    let cancelled = false;
    void loadProfile(
      'spotify',
      { accessToken: spotifyToken, refreshToken: spotifyRefresh },
      fetchSpotifyProfile,
    )
      .then((profile) => {
        if (!cancelled && profile) authStore.setState({ spotifyData: profile });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [spotifyToken, spotifyRefresh]);

  return null;
}
