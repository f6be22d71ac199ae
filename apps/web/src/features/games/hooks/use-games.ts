import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  counterEndpoints,
  giveawayEndpoints,
  pollEndpoints,
  quoteEndpoints,
  type CounterInput,
  type CounterPatch,
  type GiveawayInput,
  type PollInput,
  type QuoteInput,
} from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

const channel = (owner?: string) => ['games', owner ?? 'mine'] as const;

/** Query keys of the games, per channel (the user's own or one they moderate). */
export const gameKeys = {
  counters: (owner?: string) => [...channel(owner), 'counters'] as const,
  quotes: (owner?: string) => [...channel(owner), 'quotes'] as const,
  giveaways: (owner?: string) => [...channel(owner), 'giveaways'] as const,
  polls: (owner?: string) => [...channel(owner), 'polls'] as const,
};

/** A mutation on the channel's games that refreshes `key` once done. */
function useChannelMutation<V, R>(
  key: (owner?: string) => readonly unknown[],
  call: (variables: V, query: { owner?: string }) => Promise<R>,
) {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: (variables: V) => call(variables, query),
    onSettled: () => client.invalidateQueries({ queryKey: key(owner) }),
  });
}

export function useCounters() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: gameKeys.counters(owner),
    queryFn: () => apiRequest(counterEndpoints.list, { query }),
    // Moderators change them from chat.
    refetchInterval: 5_000,
  });
}

export const useSaveCounter = () =>
  useChannelMutation(
    gameKeys.counters,
    ({ id, body }: { id?: string; body: CounterInput }, query) =>
      id
        ? apiRequest(counterEndpoints.update, { params: { id }, query, body })
        : apiRequest(counterEndpoints.create, { query, body }),
  );
export const usePatchCounter = () =>
  useChannelMutation(gameKeys.counters, ({ id, body }: { id: string; body: CounterPatch }, query) =>
    apiRequest(counterEndpoints.update, { params: { id }, query, body }),
  );
export const useAdjustCounter = () =>
  useChannelMutation(gameKeys.counters, ({ id, by }: { id: string; by: number }, query) =>
    apiRequest(counterEndpoints.adjust, { params: { id }, query, body: { by } }),
  );
export const useDeleteCounter = () =>
  useChannelMutation(gameKeys.counters, (id: string, query) =>
    apiRequest(counterEndpoints.remove, { params: { id }, query }),
  );

export function useQuotes(search: string, page: number) {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...gameKeys.quotes(owner), search, page],
    queryFn: () =>
      apiRequest(quoteEndpoints.list, {
        query: { ...query, page, ...(search ? { q: search } : {}) },
      }),
    placeholderData: (previous) => previous,
  });
}

export const useSaveQuote = () =>
  useChannelMutation(gameKeys.quotes, ({ id, body }: { id?: string; body: QuoteInput }, query) =>
    id
      ? apiRequest(quoteEndpoints.update, { params: { id }, query, body })
      : apiRequest(quoteEndpoints.create, { query, body }),
  );
export const useDeleteQuote = () =>
  useChannelMutation(gameKeys.quotes, (id: string, query) =>
    apiRequest(quoteEndpoints.remove, { params: { id }, query }),
  );

export function useGiveaways() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: gameKeys.giveaways(owner),
    queryFn: () => apiRequest(giveawayEndpoints.list, { query }),
    // Entries and confirmations arrive from chat: the page follows them live.
    refetchInterval: (q) => (q.state.data?.active ? 2_000 : 15_000),
  });
}

export const useCreateGiveaway = () =>
  useChannelMutation(gameKeys.giveaways, (body: GiveawayInput, query) =>
    apiRequest(giveawayEndpoints.create, { query, body }),
  );
export const useGiveawayAction = () =>
  useChannelMutation(
    gameKeys.giveaways,
    ({ id, action }: { id: string; action: 'close' | 'reopen' | 'end' }, query) =>
      apiRequest(giveawayEndpoints[action], { params: { id }, query }),
  );
export const useDrawGiveaway = () =>
  useChannelMutation(
    gameKeys.giveaways,
    ({ id, expectedDraws }: { id: string; expectedDraws: number }, query) =>
      apiRequest(giveawayEndpoints.draw, { params: { id }, query, body: { expectedDraws } }),
  );
export const useDeleteGiveaway = () =>
  useChannelMutation(gameKeys.giveaways, (id: string, query) =>
    apiRequest(giveawayEndpoints.remove, { params: { id }, query }),
  );

/** Every entry of a giveaway (for the CSV export), fetched on demand. */
export function useGiveawayEntries() {
  const { query } = useBotChannel();
  return (id: string) => apiRequest(giveawayEndpoints.entries, { params: { id }, query });
}

export function usePolls() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: gameKeys.polls(owner),
    queryFn: () => apiRequest(pollEndpoints.list, { query }),
    // Votes come in from chat: the bars move while a poll is open.
    refetchInterval: (q) => (q.state.data?.active ? 1_000 : 15_000),
  });
}

export const useCreatePoll = () =>
  useChannelMutation(gameKeys.polls, (body: PollInput, query) =>
    apiRequest(pollEndpoints.create, { query, body }),
  );
export const useEndPoll = () =>
  useChannelMutation(gameKeys.polls, (id: string, query) =>
    apiRequest(pollEndpoints.end, { params: { id }, query }),
  );
export const useDeletePoll = () =>
  useChannelMutation(gameKeys.polls, (id: string, query) =>
    apiRequest(pollEndpoints.remove, { params: { id }, query }),
  );
