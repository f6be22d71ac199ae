import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  songRequestEndpoints,
  type SongRequestSettingsInput,
  type SongRequestsOverview,
} from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

const key = (owner?: string) => ['song-requests', owner ?? 'mine'] as const;

/** The overview: settings, the queue, pending and history; refreshed while the page is open. */
export function useSongRequests() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: key(owner),
    queryFn: () => apiRequest(songRequestEndpoints.overview, { query }),
    // Requests arrive from chat and songs end on their own.
    refetchInterval: 4_000,
  });
}

function useRefresh() {
  const client = useQueryClient();
  const { owner } = useBotChannel();
  return () => client.invalidateQueries({ queryKey: key(owner) });
}

export function useSaveSongSettings() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SongRequestSettingsInput) =>
      apiRequest(songRequestEndpoints.updateSettings, { query, body }),
    onSuccess: refresh,
  });
}

export type SongAction = 'approve' | 'reject' | 'playNext' | 'remove';

/** One request's action: approve, reject, play next or remove. */
export function useSongAction() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: SongAction }) =>
      apiRequest(songRequestEndpoints[action], { params: { id }, query }),
    onSettled: refresh,
  });
}

/** The queue in a new order, shown at once (and put back if the server refuses it). */
export function useReorderSongs() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest(songRequestEndpoints.reorder, { query, body: { ids } }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: key(owner) });
      const previous = client.getQueryData<SongRequestsOverview>(key(owner));
      if (previous) {
        const handed = previous.queue.filter((r) => r.status !== 'queued');
        const byId = new Map(previous.queue.map((r) => [r.id, r]));
        const queued = ids.flatMap((id) => byId.get(id) ?? []);
        client.setQueryData(key(owner), { ...previous, queue: [...handed, ...queued] });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(key(owner), context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key(owner) }),
  });
}

export function useAddSong() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(songRequestEndpoints.add, { query, body: { query: text } }),
    onSuccess: refresh,
  });
}

export function useSkipSong() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest(songRequestEndpoints.skip, { query }),
    onSettled: refresh,
  });
}

export function useClearSongs() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest(songRequestEndpoints.clear, { query }),
    onSettled: refresh,
  });
}
