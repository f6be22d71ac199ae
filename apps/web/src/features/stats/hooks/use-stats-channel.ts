import { useSearchParams } from 'react-router';
import { useAuthState } from '../../../lib/auth-store';

/**
 * Whose stats the pages show: the user's own, or with `?owner={ownerId}` those of a channel they
 * moderate (kept in the URL, so a reload or a shared link shows the same channel).
 */
export function useStatsChannel() {
  const [params] = useSearchParams();
  const { user } = useAuthState();
  const requested = params.get('owner') || undefined;
  const owner = requested && requested !== user?.id ? requested : undefined;
  return {
    owner,
    query: owner ? { owner } : {},
    search: owner ? `?${new URLSearchParams({ owner }).toString()}` : '',
  };
}
