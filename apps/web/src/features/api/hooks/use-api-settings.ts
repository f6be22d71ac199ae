import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiTokenEndpoints,
  webhookEndpoints,
  type CreateApiToken,
  type ApiEventType,
} from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';

export const apiKeys = {
  tokens: ['api-tokens'] as const,
  webhooks: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', id, 'deliveries'] as const,
};

export function useApiTokens() {
  return useQuery({
    queryKey: apiKeys.tokens,
    queryFn: ({ signal }) => apiRequest(apiTokenEndpoints.list, {}, { signal }),
  });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiToken) => apiRequest(apiTokenEndpoints.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeys.tokens }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(apiTokenEndpoints.revoke, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeys.tokens }),
  });
}

export function useWebhooks() {
  return useQuery({
    queryKey: apiKeys.webhooks,
    queryFn: ({ signal }) => apiRequest(webhookEndpoints.list, {}, { signal }),
  });
}

/** Any change to an endpoint refetches the list (and its log: a test or resend adds a row). */
function useWebhookMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeys.webhooks }),
  });
}

export interface WebhookInput {
  url: string;
  events: ApiEventType[];
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: WebhookInput) => apiRequest(webhookEndpoints.create, { body }));

export const useUpdateWebhook = () =>
  useWebhookMutation(
    ({ id, ...body }: { id: string } & Partial<WebhookInput> & { enabled?: boolean }) =>
      apiRequest(webhookEndpoints.update, { params: { id }, body }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => apiRequest(webhookEndpoints.remove, { params: { id } }));

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => apiRequest(webhookEndpoints.rotateSecret, { params: { id } }));

export const useTestWebhook = () =>
  useWebhookMutation((id: string) => apiRequest(webhookEndpoints.test, { params: { id } }));

export const useRedeliver = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    apiRequest(webhookEndpoints.redeliver, { params: { id, deliveryId } }),
  );

/** An endpoint's delivery log (the newest 25), refreshed while something is still pending. */
export function useDeliveries(id: string, open: boolean) {
  return useQuery({
    queryKey: apiKeys.deliveries(id),
    enabled: open,
    queryFn: ({ signal }) =>
      apiRequest(webhookEndpoints.deliveries, { params: { id }, query: { limit: 25 } }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending' || d.status === 'sending')
        ? 5_000
        : false,
  });
}
