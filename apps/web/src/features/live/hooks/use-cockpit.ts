import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  liveActivityEndpoints,
  type AlertControlInput,
  type LiveActivity,
  type LiveActivityKind,
} from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { openDashboardSocket } from '../../../lib/dashboard-socket';
import { useBotChannel } from '../../../lib/use-bot-channel';

const e = liveActivityEndpoints;
const key = (owner: string | undefined, part: string) => ['live', owner ?? 'mine', part] as const;
export function useActivity(kind?: LiveActivityKind) {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...key(owner, 'activity'), kind ?? 'all'] as const,
    queryFn: () => apiRequest(e.activity, { query: { ...query, ...(kind ? { kind } : {}) } }),
  });
}

/**
 * New feed rows as they happen: the dashboard socket's `live.activity` messages (sent on every
 * node to the dashboards of the channel's owner and its moderators), added to the top of the
 * loaded feed. A user who moderates several channels hears each: only the rows of the channel
 * this page shows (`owner`, else the user's own) are taken.
 */
export function useActivitySocket() {
  const client = useQueryClient();
  const { owner } = useBotChannel();
  const channel = owner ?? authStore.getState().user?.id;
  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      if (stopped) return;
      const current = openDashboardSocket({
        onMessage: (message) => {
          if (message.type !== 'live.activity' || message.owner !== channel) return;
          const row = message.activity;
          for (const kind of ['all', row.kind]) {
            client.setQueryData<{ activity: LiveActivity[] }>(
              [...key(owner, 'activity'), kind],
              (data) =>
                data && !data.activity.some((seen) => seen.id === row.id)
                  ? { activity: [row, ...data.activity] }
                  : data,
            );
          }
        },
        onClose: () => {
          if (socket !== current || stopped) return;
          // Reconnects, and reads the feed again for what it missed meanwhile.
          timer = setTimeout(() => {
            void client.invalidateQueries({ queryKey: key(owner, 'activity') });
            connect();
          }, 3_000);
        },
      });
      socket = current;
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000, 'Page closed');
    };
  }, [client, owner, channel]);
}

export function useReplay() {
  const { query } = useBotChannel();
  return useMutation({
    mutationFn: (id: string) => apiRequest(e.replay, { query, params: { id } }),
  });
}

export function useAlertControl() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: key(owner, 'alerts'),
    queryFn: () => apiRequest(e.alerts, { query }),
  });
}

export function useSetAlerts() {
  const { owner, query } = useBotChannel();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertControlInput) => apiRequest(e.setAlerts, { query, body }),
    onSuccess: (control) => client.setQueryData(key(owner, 'alerts'), control),
  });
}

export function useSkipAlert() {
  const { query } = useBotChannel();
  return useMutation({ mutationFn: () => apiRequest(e.skipAlert, { query }) });
}

export function useClearAlerts() {
  const { query } = useBotChannel();
  return useMutation({ mutationFn: () => apiRequest(e.clearAlerts, { query }) });
}

export function useDock() {
  const { owner, query } = useBotChannel();
  const client = useQueryClient();
  const dock = useQuery({
    queryKey: key(owner, 'dock'),
    queryFn: () => apiRequest(e.dock, { query }),
  });
  const onSuccess = (answer: { url: string | null }) =>
    client.setQueryData(key(owner, 'dock'), answer);
  const rotate = useMutation({
    mutationFn: () => apiRequest(e.rotateDock, { query }),
    onSuccess,
  });
  const revoke = useMutation({
    mutationFn: () => apiRequest(e.revokeDock, { query }),
    onSuccess,
  });
  return { dock, rotate, revoke };
}
