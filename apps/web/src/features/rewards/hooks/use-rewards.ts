import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rewardsEndpoints, type RewardInput, type RewardPatch } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

const keys = {
  all: (owner?: string) => ['rewards', owner ?? 'mine'] as const,
  list: (owner?: string) => ['rewards', owner ?? 'mine', 'list'] as const,
  redemptions: (owner?: string, filter?: string) =>
    ['rewards', owner ?? 'mine', 'redemptions', filter ?? 'all'] as const,
  obs: (owner?: string) => ['rewards', owner ?? 'mine', 'obs'] as const,
};

/** Kyo's rewards and the channel's others, read from Kick on every load (both ways in sync). */
export function useRewards() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: keys.list(owner),
    queryFn: () => apiRequest(rewardsEndpoints.list, { query }),
    refetchInterval: 60_000,
  });
}

export function useRedemptions(filter: 'all' | 'pending' | 'problems') {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: keys.redemptions(owner, filter),
    queryFn: () =>
      apiRequest(rewardsEndpoints.redemptions, { query: { ...query, filter, limit: 50 } }),
    // Redemptions come in while the page is open.
    refetchInterval: 5_000,
  });
}

export function useObsDisplays() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: keys.obs(owner),
    queryFn: () => apiRequest(rewardsEndpoints.obs, { query }),
    refetchInterval: 15_000,
  });
}

function useRefresh() {
  const client = useQueryClient();
  const { owner } = useBotChannel();
  return () => client.invalidateQueries({ queryKey: keys.all(owner) });
}

export function useSaveReward() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: RewardInput | RewardPatch }) =>
      id
        ? apiRequest(rewardsEndpoints.update, { params: { id }, query, body })
        : apiRequest(rewardsEndpoints.create, { query, body: body as RewardInput }),
    onSettled: refresh,
  });
}

export function useDeleteReward() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(rewardsEndpoints.remove, { params: { id }, query }),
    onSettled: refresh,
  });
}

export function useRestoreReward() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(rewardsEndpoints.restore, { params: { id }, query }),
    onSettled: refresh,
  });
}

export function useDecide() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { ids: string[]; decision: 'accept' | 'reject' }) =>
      apiRequest(rewardsEndpoints.decide, { query, body }),
    onSettled: refresh,
  });
}
