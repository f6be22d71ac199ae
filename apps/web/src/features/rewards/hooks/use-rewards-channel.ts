import { useSearchParams } from 'react-router';
import { useAuthState } from '../../../lib/auth-store';

/**
 * Whose channel points the page shows: the user's own, or with `?owner={ownerId}` (the bot pages'
 * channel switch) those of a channel they moderate. The URL holds it, so a reload keeps it.
 */
export function useRewardsChannel() {
  const [params] = useSearchParams();
  const { user } = useAuthState();
  const requested = params.get('owner') || undefined;
  const owner = requested && requested !== user?.id ? requested : undefined;
  return { owner, query: owner ? { owner } : {} };
}
