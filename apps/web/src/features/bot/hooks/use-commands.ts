import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { botEndpoints, type Command, type CommandInput, type CommandPatch } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { botKeys } from './bot-keys';

type CommandList = { commands: Command[] };

export function useCommands() {
  return useQuery({
    queryKey: botKeys.commands,
    queryFn: () => apiRequest(botEndpoints.listCommands, {}),
  });
}

/** Creates (no id) or updates a command; the list is refreshed from the server afterwards. */
export function useSaveCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CommandInput }) =>
      id
        ? apiRequest(botEndpoints.updateCommand, { params: { id }, body })
        : apiRequest(botEndpoints.createCommand, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: botKeys.commands }),
  });
}

/** A quick change from the table (the enabled switch), shown before the server answers. */
export function usePatchCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: CommandPatch }) =>
      apiRequest(botEndpoints.updateCommand, { params: { id }, body: patch }),
    onMutate: async ({ id, patch }) => {
      await client.cancelQueries({ queryKey: botKeys.commands });
      const previous = client.getQueryData<CommandList>(botKeys.commands);
      if (previous)
        client.setQueryData<CommandList>(botKeys.commands, {
          commands: previous.commands.map((c) => (c.id === id ? { ...c, ...patch } : c)),
        });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(botKeys.commands, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: botKeys.commands }),
  });
}

export function useDeleteCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(botEndpoints.deleteCommand, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: botKeys.commands }),
  });
}
