import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';
import { useBotChannel } from '../../../lib/use-bot-channel';

/**
 * Asks the server to verify (and repair) the Kick event subscriptions of the channel shown now
 * (the user's own, or the one they moderate: the events API lets moderators do it too).
 */
export function useCheckSubscriptions() {
  const client = useQueryClient();
  const { owner } = useBotChannel();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(eventEndpoints.subscribe, { params: { userId: owner ?? userId } }),
    onSettled: () => client.invalidateQueries({ queryKey: botKeys.status(owner) }),
  });
}
