import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pointsEndpoints,
  type PointsAdjustInput,
  type PointsImportInput,
  type PointsSettings,
} from '@kyo/contracts';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

const key = (owner?: string) => ['points', owner ?? 'mine'] as const;

export function usePointsSettings() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...key(owner), 'settings'],
    queryFn: () => apiRequest(pointsEndpoints.settings, { query }),
  });
}

export function useSavePointsSettings() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: (body: PointsSettings) => apiRequest(pointsEndpoints.saveSettings, { query, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(owner) }),
  });
}

/** A page of the viewers, richest first; refreshed while the page is open (chat earns). */
export function usePointsViewers(search: string, page: number, limit: number) {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...key(owner), 'viewers', search, page, limit],
    queryFn: () =>
      apiRequest(pointsEndpoints.viewers, { query: { ...query, search, page, limit } }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export function useAdjustPoints() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: ({ username, ...body }: PointsAdjustInput & { username: string }) =>
      apiRequest(pointsEndpoints.adjust, { params: { username }, query, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(owner) }),
  });
}

export function useImportPoints() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: (body: PointsImportInput) => apiRequest(pointsEndpoints.importCsv, { query, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(owner) }),
  });
}

/** The balances as CSV (username, points), saved as a file. */
export function useExportPoints() {
  const { query } = useBotChannel();
  return useMutation({
    mutationFn: async () => {
      const blob = await apiDownload(pointsEndpoints.exportCsv, { query });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'points.csv';
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}

/** The last nightly ledger check (job `points-drift`): null before the first. */
export function useLedgerCheck() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...key(owner), 'ledger-check'],
    queryFn: () => apiRequest(pointsEndpoints.ledgerCheck, { query }),
  });
}
