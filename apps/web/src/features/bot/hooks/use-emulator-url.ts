import { useQuery } from '@tanstack/react-query';
import { connectionEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The emulator's address when the server runs in demo mode, else null. */
export function useEmulatorUrl(): string | null {
  const providers = useQuery({
    queryKey: ['providers'],
    queryFn: () => apiRequest(connectionEndpoints.providers, {}),
    staleTime: 5 * 60_000,
  });
  return providers.data?.emulatorUrl ?? null;
}
