import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { botEndpoints, type BotSettings, type BotStatus } from '@kyo/contracts';
import { apiRequest } from '../../lib/api-client';
import { botFrameKeys } from './bot-keys';
import { useBotChannel } from '../../lib/use-bot-channel';

/** The bot's health, refreshed every `refetchMs` (the status page asks more often). */
export function useBotStatus(refetchMs = 15_000) {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: botFrameKeys.status(owner),
    queryFn: () => apiRequest(botEndpoints.status, { query }),
    refetchInterval: refetchMs,
    staleTime: 2_000,
  });
}

export function useBotSettings() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: botFrameKeys.settings(owner),
    queryFn: () => apiRequest(botEndpoints.settings, { query }),
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
  const { owner, query } = useBotChannel();
  const keys = { settings: botFrameKeys.settings(owner), status: botFrameKeys.status(owner) };
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      apiRequest(botEndpoints.updateSettings, { query, body: patch }),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: keys.settings });
      await client.cancelQueries({ queryKey: keys.status });
      const settings = client.getQueryData<BotSettings>(keys.settings);
      const status = client.getQueryData<BotStatus>(keys.status);
      if (settings) client.setQueryData(keys.settings, merge(settings, patch));
      if (status)
        client.setQueryData(keys.status, { ...status, settings: merge(status.settings, patch) });
      return { settings, status };
    },
    onError: (_error, _patch, context) => {
      if (context?.settings) client.setQueryData(keys.settings, context.settings);
      if (context?.status) client.setQueryData(keys.status, context.status);
    },
    onSuccess: (settings) => {
      client.setQueryData(keys.settings, settings);
      const status = client.getQueryData<BotStatus>(keys.status);
      if (status) client.setQueryData(keys.status, { ...status, settings });
      void client.invalidateQueries({ queryKey: botFrameKeys.changes(owner) });
    },
  });
}
