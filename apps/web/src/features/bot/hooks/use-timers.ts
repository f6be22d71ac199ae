import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { botEndpoints, type Timer, type TimerInput } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';

type TimerList = { timers: Timer[] };

export function useTimers() {
  return useQuery({
    queryKey: botKeys.timers,
    queryFn: () => apiRequest(botEndpoints.listTimers, {}),
    // "Next run" and "last sent" move on their own.
    refetchInterval: 30_000,
  });
}

export function useSaveTimer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TimerInput }) =>
      id
        ? apiRequest(botEndpoints.updateTimer, { params: { id }, body })
        : apiRequest(botEndpoints.createTimer, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: botKeys.timers }),
  });
}

export function useToggleTimer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      apiRequest(botEndpoints.updateTimer, { params: { id }, body: { enabled } }),
    onMutate: async ({ id, enabled }) => {
      await client.cancelQueries({ queryKey: botKeys.timers });
      const previous = client.getQueryData<TimerList>(botKeys.timers);
      if (previous)
        client.setQueryData<TimerList>(botKeys.timers, {
          timers: previous.timers.map((t) => (t.id === id ? { ...t, enabled } : t)),
        });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(botKeys.timers, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: botKeys.timers }),
  });
}

export function useDeleteTimer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(botEndpoints.deleteTimer, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: botKeys.timers }),
  });
}
