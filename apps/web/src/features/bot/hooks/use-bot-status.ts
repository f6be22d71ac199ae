import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { botEndpoints, type BotSettings, type BotStatus } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';

/** The bot's health, refreshed every `refetchMs` (the status page asks more often). */
export function useBotStatus(refetchMs = 15_000) {
  return useQuery({
    queryKey: botKeys.status,
    queryFn: () => apiRequest(botEndpoints.status, {}),
    refetchInterval: refetchMs,
    staleTime: 2_000,
  });
}

export function useBotSettings() {
  return useQuery({
    queryKey: botKeys.settings,
    queryFn: () => apiRequest(botEndpoints.settings, {}),
  });
}

type SettingsPatch = { enabled?: boolean; builtins?: Partial<BotSettings['builtins']> };

function merge(settings: BotSettings, patch: SettingsPatch): BotSettings {
  return {
    enabled: patch.enabled ?? settings.enabled,
    builtins: { ...settings.builtins, ...patch.builtins },
  };
}

/**
 * The bot switch and the built-ins' switches. Optimistic: the switch moves at once and moves
 * back when the server refuses (the caller shows why).
 */
export function useUpdateBotSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => apiRequest(botEndpoints.updateSettings, { body: patch }),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: botKeys.settings });
      await client.cancelQueries({ queryKey: botKeys.status });
      const settings = client.getQueryData<BotSettings>(botKeys.settings);
      const status = client.getQueryData<BotStatus>(botKeys.status);
      if (settings) client.setQueryData(botKeys.settings, merge(settings, patch));
      if (status)
        client.setQueryData(botKeys.status, { ...status, settings: merge(status.settings, patch) });
      return { settings, status };
    },
    onError: (_error, _patch, context) => {
      if (context?.settings) client.setQueryData(botKeys.settings, context.settings);
      if (context?.status) client.setQueryData(botKeys.status, context.status);
    },
    onSuccess: (settings) => {
      client.setQueryData(botKeys.settings, settings);
      const status = client.getQueryData<BotStatus>(botKeys.status);
      if (status) client.setQueryData(botKeys.status, { ...status, settings });
    },
  });
}
