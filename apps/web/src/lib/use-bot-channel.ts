import { useSearchParams } from 'react-router';
import { useAuthState } from './auth-store';

export interface BotChannel {
  /** The channel's owner when it is not the user's own (`?owner=` in the URL), else undefined. */
  owner: string | undefined;
  /** The user acts on a channel they moderate: owner-only controls are hidden. */
  moderating: boolean;
  /** The query every bot API call carries. */
  query: { owner?: string };
  /** `?owner=…` to keep the channel on links between the bot pages ('' for the user's own). */
  search: string;
}

/**
 * Whose bot the bot pages show: the user's own, or with `?owner={ownerId}` that of a channel
 * they moderate. The URL holds it, so a reload or a shared link shows the same channel. The
 * user's own id there is their own bot.
 */
export function useBotChannel(): BotChannel {
  const [params] = useSearchParams();
  const { user } = useAuthState();
  const requested = params.get('owner') || undefined;
  const owner = requested && requested !== user?.id ? requested : undefined;
  return {
    owner,
    moderating: owner !== undefined,
    query: owner ? { owner } : {},
    search: owner ? `?${new URLSearchParams({ owner }).toString()}` : '',
  };
}
