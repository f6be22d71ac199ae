import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveEndpoints, type LivePresetInput, type StreamInfoInput } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

const keys = {
  all: (owner?: string) => ['live', owner ?? 'mine'] as const,
  part: (owner: string | undefined, part: string) => ['live', owner ?? 'mine', part] as const,
};

export function useStreamInfo() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: keys.part(owner, 'info'),
    queryFn: () => apiRequest(liveEndpoints.streamInfo, { query }),
  });
}

export function useCategorySearch(q: string) {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...keys.part(owner, 'categories'), q] as const,
    queryFn: () => apiRequest(liveEndpoints.categories, { query: { ...query, q } }),
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });
}

export function usePresets() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: keys.part(owner, 'presets'),
    queryFn: () => apiRequest(liveEndpoints.presets, { query }),
  });
}

export function useHistory() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: keys.part(owner, 'history'),
    queryFn: () => apiRequest(liveEndpoints.history, { query }),
  });
}

function useRefresh() {
  const client = useQueryClient();
  const { owner } = useBotChannel();
  return () => client.invalidateQueries({ queryKey: keys.all(owner) });
}

export function useSaveStreamInfo() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StreamInfoInput) =>
      apiRequest(liveEndpoints.saveStreamInfo, { query, body }),
    onSuccess: () => refresh(),
  });
}

export function useCreatePreset() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LivePresetInput) => apiRequest(liveEndpoints.createPreset, { query, body }),
    onSuccess: () => refresh(),
  });
}

export function useApplyPreset() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(liveEndpoints.applyPreset, { query, params: { id } }),
    onSuccess: () => refresh(),
  });
}

export function useRemovePreset() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(liveEndpoints.removePreset, { query, params: { id } }),
    onSuccess: () => refresh(),
  });
}
