import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { botEndpoints, type Command, type CommandInput, type CommandPatch } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';
import { useBotChannel } from '../../../lib/use-bot-channel';

type CommandList = { commands: Command[] };

export function useCommands() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: botKeys.commands(owner),
    queryFn: () => apiRequest(botEndpoints.listCommands, { query }),
    // Usage counts move with the chat, and the channel's moderators edit too.
    refetchInterval: 30_000,
  });
}

/** After a change: the list, and the channel's record of changes. */
function useRefresh() {
  const client = useQueryClient();
  const { owner } = useBotChannel();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: botKeys.commands(owner) }),
      client.invalidateQueries({ queryKey: botKeys.changes(owner) }),
    ]);
}

/** Creates (no id) or updates a command; the list is refreshed from the server afterwards. */
export function useSaveCommand() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CommandInput }) =>
      id
        ? apiRequest(botEndpoints.updateCommand, { params: { id }, query, body })
        : apiRequest(botEndpoints.createCommand, { query, body }),
    onSuccess: refresh,
  });
}

/** A quick change from the table (the enabled switch), shown before the server answers. */
export function usePatchCommand() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  const key = botKeys.commands(owner);
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: CommandPatch }) =>
      apiRequest(botEndpoints.updateCommand, { params: { id }, query, body: patch }),
    onMutate: async ({ id, patch }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<CommandList>(key);
      if (previous)
        client.setQueryData<CommandList>(key, {
          commands: previous.commands.map((c) => (c.id === id ? { ...c, ...patch } : c)),
        });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: refresh,
  });
}

export function useDeleteCommand() {
  const { query } = useBotChannel();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(botEndpoints.deleteCommand, { params: { id }, query }),
    onSuccess: refresh,
  });
}
