import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardsEndpoints, storeEndpoints, type StoreItemInput } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

const key = (owner?: string) => ['points', owner ?? 'mine', 'store'] as const;

export function useStoreItems() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...key(owner), 'items'],
    queryFn: () => apiRequest(storeEndpoints.items, { query }),
    // Stock and sales move while viewers buy.
    refetchInterval: 15_000,
  });
}

/** The purchase log, newest first; purchases come in while the page is open. */
export function useStorePurchases() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...key(owner), 'purchases'],
    queryFn: () => apiRequest(storeEndpoints.purchases, { query: { ...query, limit: 50 } }),
    refetchInterval: 10_000,
  });
}

export function useSaveStoreItem() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: StoreItemInput }) =>
      id
        ? apiRequest(storeEndpoints.update, { params: { id }, query, body })
        : apiRequest(storeEndpoints.create, { query, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(owner) }),
  });
}

export function useDeleteStoreItem() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: (id: string) => apiRequest(storeEndpoints.remove, { params: { id }, query }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(owner) }),
  });
}

/** The OBS displays' scenes (the channel-points API), offered to an OBS scene action. */
export function useObsScenes() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: ['points', owner ?? 'mine', 'obs'],
    queryFn: () => apiRequest(rewardsEndpoints.obs, { query }),
    refetchInterval: 30_000,
  });
}
