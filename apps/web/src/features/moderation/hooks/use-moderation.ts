import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  moderationEndpoints,
  type Escalation,
  type ModerationRuleId,
  type ModerationView,
  type RuleUpdate,
} from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

/** Query keys of the channel's moderation (the user's own, or one they moderate). */
const keys = {
  view: (owner?: string) => ['moderation', owner ?? 'mine'] as const,
  log: (owner?: string) => ['moderation', owner ?? 'mine', 'log'] as const,
};

/** The channel's rules, escalation and Kick connection as moderation needs it. */
export function useModeration() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: keys.view(owner),
    queryFn: () => apiRequest(moderationEndpoints.get, { query }),
  });
}

/** Saves one rule (or its switch) and puts the server's answer in place. */
export function useUpdateRule() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: ({ rule, body }: { rule: ModerationRuleId; body: RuleUpdate }) =>
      apiRequest(moderationEndpoints.updateRule, { params: { rule }, query, body }),
    onSuccess: (view) => client.setQueryData<ModerationView>(keys.view(owner), view),
  });
}

export function useUpdateEscalation() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: (body: Escalation) =>
      apiRequest(moderationEndpoints.updateEscalation, { query, body }),
    onSuccess: (view) => client.setQueryData<ModerationView>(keys.view(owner), view),
  });
}

const PAGE = 25;

/** The log, newest first, a page at a time; refreshed every 10 s while open. */
export function useModerationLog() {
  const { owner, query } = useBotChannel();
  return useInfiniteQuery({
    queryKey: keys.log(owner),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      apiRequest(moderationEndpoints.log, {
        query: { ...query, limit: PAGE, ...(pageParam ? { before: pageParam } : {}) },
      }),
    getNextPageParam: (last) => last.next ?? undefined,
    refetchInterval: 10_000,
  });
}

export function useUndo() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: (id: string) => apiRequest(moderationEndpoints.undo, { params: { id }, query }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.log(owner) }),
  });
}
