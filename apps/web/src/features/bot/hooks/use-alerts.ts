import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { botEndpoints, type AlertType, type ChatAlert, type KicksTier } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';

type AlertList = { alerts: ChatAlert[] };

export function useAlerts() {
  return useQuery({
    queryKey: botKeys.alerts,
    queryFn: () => apiRequest(botEndpoints.listAlerts, {}),
  });
}

/** Saves one alert and puts the server's answer into the list (no refetch of the others). */
export function useUpdateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      type,
      body,
    }: {
      type: AlertType;
      body: { enabled?: boolean; template?: string; cooldownSeconds?: number; tiers?: KicksTier[] };
    }) => apiRequest(botEndpoints.updateAlert, { params: { type }, body }),
    onSuccess: (saved) => {
      const list = client.getQueryData<AlertList>(botKeys.alerts);
      if (list)
        client.setQueryData<AlertList>(botKeys.alerts, {
          alerts: list.alerts.map((a) => (a.type === saved.type ? saved : a)),
        });
    },
  });
}
