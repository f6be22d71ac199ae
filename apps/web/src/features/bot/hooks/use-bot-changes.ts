import { useQuery } from '@tanstack/react-query';
import { botEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';
import { useBotChannel } from '../../../lib/use-bot-channel';

/**
 * Who changed what in the channel's bot, newest first. Asked again now and then: the owner's
 * open status page shows a moderator's change without a reload.
 */
export function useBotChanges(refetchMs = 15_000) {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: botKeys.changes(owner),
    queryFn: () => apiRequest(botEndpoints.changes, { query: { ...query, limit: 20 } }),
    select: (data) => data.changes,
    refetchInterval: refetchMs,
  });
}
