import { useQuery } from '@tanstack/react-query';
import { healthEndpoints } from '@kyo/contracts';
import { apiRequest } from './api-client';

export const healthQuery = {
  queryKey: ['health'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest(healthEndpoints.health, {}, { signal }),
  staleTime: 5 * 60_000,
} as const;

/** What the server says about itself: demo mode, and whether mail goes to the demo outbox. */
export function useServerInfo(): { demo: boolean; mailOutbox: boolean } {
  const { data } = useQuery(healthQuery);
  return { demo: data?.mode === 'demo', mailOutbox: Boolean(data?.mailOutbox) };
}

export function useDemoMode(): boolean {
  return useServerInfo().demo;
}
