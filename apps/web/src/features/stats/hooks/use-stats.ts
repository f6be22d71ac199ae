import { useRef } from 'react';
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
    // A live stream's row moves: asked again now and then while the page is open; with none
    // live, less often, so a stream that starts while the page is open shows up.
    refetchInterval: (q) => (q.state.data?.streams.some((s) => s.live) ? 15_000 : 30_000),
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

/** How long a stream the page saw end is asked again: its last counts are still being written. */
export const AFTER_END_MS = 30_000;

/**
 * How often a recap page asks again: while the stream is live (a sample plays fast: more often),
 * and for AFTER_END_MS once the page saw it end, as every node writes its counts every few
 * seconds and the first answer after the end can miss the last ones (the Discord recap waits for
 * them all). `watch` is the page's memory: `endedSeenAt` 0 once seen live, then the time it saw
 * the end.
 */
export function recapRefetchMs(
  stream: { live: boolean; sample: boolean } | undefined,
  watch: { endedSeenAt: number | null },
  answeredAt: number,
): number | false {
  if (!stream) return false;
  const every = stream.sample ? 3_000 : 20_000;
  if (stream.live) {
    watch.endedSeenAt = 0;
    return every;
  }
  if (watch.endedSeenAt === 0) watch.endedSeenAt = answeredAt;
  const since = watch.endedSeenAt;
  return since !== null && answeredAt - since < AFTER_END_MS ? Math.min(every, 5_000) : false;
}

/** One stream's recap, asked again while it is live and just after it ended (recapRefetchMs). */
export function useRecap(id: string) {
  const { owner, query } = useStatsChannel();
  const watch = useRef<{ endedSeenAt: number | null }>({ endedSeenAt: null });
  return useQuery({
    queryKey: keys.recap(owner, id),
    queryFn: ({ signal }) =>
      apiRequest(statsEndpoints.recap, { params: { id }, query }, { signal }),
    refetchInterval: (q) =>
      recapRefetchMs(q.state.data?.stream, watch.current, q.state.dataUpdatedAt),
  });
}
