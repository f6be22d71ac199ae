import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statsEndpoints, type StatsSort } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useStatsChannel } from './use-stats-channel';

const keys = {
  list: (owner: string | undefined, args: object) => ['stats', owner ?? 'mine', 'list', args],
  trends: (owner: string | undefined, days: number) => ['stats', owner ?? 'mine', 'trends', days],
  recap: (owner: string | undefined, id: string) => ['stats', owner ?? 'mine', 'recap', id],
};

export function useStreams(args: {
  sort: StatsSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}) {
  const { owner, query } = useStatsChannel();
  return useQuery({
    queryKey: keys.list(owner, args),
    queryFn: ({ signal }) =>
      apiRequest(statsEndpoints.list, { query: { ...query, ...args } }, { signal }),
    placeholderData: keepPreviousData,
    // A live stream's row moves: asked again now and then while the page is open.
    refetchInterval: (q) => (q.state.data?.streams.some((s) => s.live) ? 15_000 : false),
  });
}

export function useTrends(days: 30 | 90) {
  const { owner, query } = useStatsChannel();
  return useQuery({
    queryKey: keys.trends(owner, days),
    queryFn: ({ signal }) =>
      apiRequest(statsEndpoints.trends, { query: { ...query, days } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One stream's recap; while it is live it is asked again (a sample plays fast: more often). */
export function useRecap(id: string) {
  const { owner, query } = useStatsChannel();
  return useQuery({
    queryKey: keys.recap(owner, id),
    queryFn: ({ signal }) =>
      apiRequest(statsEndpoints.recap, { params: { id }, query }, { signal }),
    refetchInterval: (q) => {
      const stream = q.state.data?.stream;
      if (!stream?.live) return false;
      return stream.sample ? 3_000 : 20_000;
    },
  });
}
