import { useQuery } from '@tanstack/react-query';
import { moderatorEndpoints } from '@kyo/contracts';
import { apiRequest } from './api-client';

/**
 * The channels the user moderates (their owners), for the channel switch of My widgets and the
 * bot pages. The key is the moderators page's own, so adding, removing or stepping down there
 * refreshes every switch.
 */
export function useModeratedChannels() {
  return useQuery({
    queryKey: ['moderators'],
    queryFn: ({ signal }) => apiRequest(moderatorEndpoints.list, {}, { signal }),
    select: (data) => data.channels,
  });
}
