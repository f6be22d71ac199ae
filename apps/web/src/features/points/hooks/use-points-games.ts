import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pointsGamesEndpoints,
  type PointsGamesSettings,
  type PredictionOpenInput,
} from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBotChannel } from '../../../lib/use-bot-channel';

const key = (owner?: string) => ['points', owner ?? 'mine', 'games'] as const;

export function usePointsGames() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...key(owner), 'settings'],
    queryFn: () => apiRequest(pointsGamesEndpoints.settings, { query }),
  });
}

export function useSavePointsGames() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: (body: PointsGamesSettings) =>
      apiRequest(pointsGamesEndpoints.saveSettings, { query, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(owner) }),
  });
}

/** The running prediction (refreshed every 3 s while one runs: live totals) and the last ones. */
export function usePredictions() {
  const { owner, query } = useBotChannel();
  return useQuery({
    queryKey: [...key(owner), 'predictions'],
    queryFn: () => apiRequest(pointsGamesEndpoints.predictions, { query }),
    refetchInterval: (q) => (q.state.data?.current ? 3_000 : 30_000),
  });
}

type Move =
  | { action: 'open'; body: PredictionOpenInput }
  | { action: 'lock' | 'cancel'; id: string }
  | { action: 'resolve'; id: string; outcome: number };

export function usePredictionMove() {
  const client = useQueryClient();
  const { owner, query } = useBotChannel();
  return useMutation({
    mutationFn: (move: Move) => {
      switch (move.action) {
        case 'open':
          return apiRequest(pointsGamesEndpoints.openPrediction, { query, body: move.body });
        case 'lock':
          return apiRequest(pointsGamesEndpoints.lockPrediction, {
            query,
            params: { id: move.id },
          });
        case 'cancel':
          return apiRequest(pointsGamesEndpoints.cancelPrediction, {
            query,
            params: { id: move.id },
          });
        case 'resolve':
          return apiRequest(pointsGamesEndpoints.resolvePrediction, {
            query,
            params: { id: move.id },
            body: { outcome: move.outcome },
          });
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key(owner) }),
  });
}
