import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';

/** Asks the server to verify (and repair) the Kick event subscriptions now. */
export function useCheckSubscriptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest(eventEndpoints.subscribe, { params: { userId } }),
    onSettled: () => client.invalidateQueries({ queryKey: botKeys.status }),
  });
}
