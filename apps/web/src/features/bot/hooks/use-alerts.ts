import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { botEndpoints, type AlertType, type ChatAlert, type KicksTier } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';
import { useBotChannel } from '../../../lib/use-bot-channel';

type AlertList = { alerts: ChatAlert[] };

export function useAlerts() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: botKeys.alerts(owner),
    queryFn: () => apiRequest(botEndpoints.listAlerts, { query }),
  });
}

/** Saves one alert and puts the server's answer into the list (no refetch of the others). */
export function useUpdateAlert() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: ({
      type,
      body,
    }: {
      type: AlertType;
      body: { enabled?: boolean; template?: string; cooldownSeconds?: number; tiers?: KicksTier[] };
    }) => apiRequest(botEndpoints.updateAlert, { params: { type }, query, body }),
    onSuccess: (saved) => {
      const list = client.getQueryData<AlertList>(botKeys.alerts(owner));
      if (list)
        client.setQueryData<AlertList>(botKeys.alerts(owner), {
          alerts: list.alerts.map((a) => (a.type === saved.type ? saved : a)),
        });
      void client.invalidateQueries({ queryKey: botKeys.changes(owner) });
    },
  });
}
