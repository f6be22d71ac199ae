import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portalEndpoints, type PortalBuyInput } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';

const key = (channel: string) => ['points-portal', channel.toLowerCase()] as const;

/** The channel's public page; the viewer cookie (path /api/points-portal) says who is signed in. */
export function usePortal(channel: string) {
  return useQuery({
    queryKey: key(channel),
    queryFn: () => apiRequest(portalEndpoints.page, { params: { channel } }),
    retry: false,
    refetchInterval: 30_000,
  });
}

export function usePortalSignIn(channel: string) {
  return useMutation({
    mutationFn: () => apiRequest(portalEndpoints.signIn, { params: { channel } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function usePortalBuy(channel: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalBuyInput) =>
      apiRequest(portalEndpoints.buy, { params: { channel }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: key(channel) }),
  });
}

export function usePortalSignOut(channel: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(portalEndpoints.signOut, {}),
    onSettled: () => client.invalidateQueries({ queryKey: key(channel) }),
  });
}
