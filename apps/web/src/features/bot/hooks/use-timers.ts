import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { botEndpoints, type Timer, type TimerInput } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';
import { useBotChannel } from '../../../lib/use-bot-channel';

type TimerList = { timers: Timer[] };

export function useTimers() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: botKeys.timers(owner),
    queryFn: () => apiRequest(botEndpoints.listTimers, { query }),
    // "Next run" and "last sent" move on their own.
    refetchInterval: 30_000,
  });
}

/** After a change: the list, and the channel's record of changes. */
function useRefresh() {
  const client = useQueryClient();
  const { owner } = useBotChannel();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: botKeys.timers(owner) }),
      client.invalidateQueries({ queryKey: botKeys.changes(owner) }),
    ]);
}

export function useSaveTimer() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TimerInput }) =>
      id
        ? apiRequest(botEndpoints.updateTimer, { params: { id }, query, body })
        : apiRequest(botEndpoints.createTimer, { query, body }),
    onSuccess: refresh,
  });
}

export function useToggleTimer() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  const key = botKeys.timers(owner);
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      apiRequest(botEndpoints.updateTimer, { params: { id }, query, body: { enabled } }),
    onMutate: async ({ id, enabled }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TimerList>(key);
      if (previous)
        client.setQueryData<TimerList>(key, {
          timers: previous.timers.map((t) => (t.id === id ? { ...t, enabled } : t)),
        });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: refresh,
  });
}

export function useDeleteTimer() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(botEndpoints.deleteTimer, { params: { id }, query }),
    onSuccess: refresh,
  });
}
