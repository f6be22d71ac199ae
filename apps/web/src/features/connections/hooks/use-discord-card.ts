import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { discordCardEndpoints, type DiscordCardSettings } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';

const cardKey = ['discord-card'] as const;

/** The go-live card's settings and its last outcome (asked again every 30 s while shown). */
export function useDiscordCard(enabled: boolean) {
  return useQuery({
    queryKey: cardKey,
    queryFn: () => apiRequest(discordCardEndpoints.get, {}),
    enabled,
    refetchInterval: 30_000,
  });
}

export function useSaveDiscordCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscordCardSettings) => apiRequest(discordCardEndpoints.update, { body }),
    onSuccess: (answer) => client.setQueryData(cardKey, answer),
  });
}

export function useTestDiscordCard() {
  return useMutation({
    mutationFn: (body: DiscordCardSettings) => apiRequest(discordCardEndpoints.test, { body }),
  });
}
