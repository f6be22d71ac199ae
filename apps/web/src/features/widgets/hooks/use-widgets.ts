import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { widgetEndpoints, type Widget } from '@kyo/contracts';
import type { TestEventKind } from '../lib/demo-events';
import { apiRequest } from '../../../lib/api-client';

export const widgetKeys = {
  /** Every channel's list (the user's own and those they moderate). */
  lists: ['widgets', 'list'] as const,
  list: (owner?: string) => ['widgets', 'list', owner ?? 'mine'] as const,
  one: (id: string) => ['widgets', id] as const,
};

/**
 * The widgets of the user's channel, or with `owner` of a channel they moderate. The dashboard
 * socket pushes health only for the user's own widgets, so another channel's list is refetched
 * now and then instead.
 */
export function useWidgetList(owner?: string) {
  return useQuery({
    queryKey: widgetKeys.list(owner),
    queryFn: ({ signal }) =>
      apiRequest(widgetEndpoints.list, { query: owner ? { owner } : {} }, { signal }),
    select: (data) => data.widgets,
    refetchInterval: owner ? 15_000 : false,
  });
}

export function useWidget(id: string) {
  return useQuery({
    queryKey: widgetKeys.one(id),
    queryFn: ({ signal }) => apiRequest(widgetEndpoints.get, { params: { id } }, { signal }),
  });
}

/** Every change answers the widget: put it in the cache and refresh the list. */
function useWidgetMutation<V>(run: (variables: V) => Promise<Widget>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (widget) => {
      client.setQueryData(widgetKeys.one(widget.id), widget);
      void client.invalidateQueries({ queryKey: widgetKeys.lists });
    },
  });
}

export function useCreateWidget() {
  return useWidgetMutation((body: { type: Widget['type']; name?: string; settings?: object }) =>
    apiRequest(widgetEndpoints.create, {
      body: { ...body, settings: body.settings as Record<string, unknown> | undefined },
    }),
  );
}

export function useUpdateWidget(id: string) {
  return useWidgetMutation((body: { name?: string; settings?: object }) =>
    apiRequest(widgetEndpoints.update, {
      params: { id },
      body: { ...body, settings: body.settings as Record<string, unknown> | undefined },
    }),
  );
}

export function useDuplicateWidget() {
  return useWidgetMutation((id: string) =>
    apiRequest(widgetEndpoints.duplicate, { params: { id } }),
  );
}

export function useRotateKey(id: string) {
  return useWidgetMutation(() => apiRequest(widgetEndpoints.rotateKey, { params: { id } }));
}

export function useDeleteWidget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(widgetEndpoints.remove, { params: { id } }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: widgetKeys.one(id) });
      void client.invalidateQueries({ queryKey: widgetKeys.lists });
    },
  });
}

/**
 * A stateful widget's real state (what its overlays show), asked again every few seconds while
 * the builder is open; with the page's offset to the server's clock.
 */
export function useWidgetState(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...widgetKeys.one(id), 'state'],
    enabled,
    refetchInterval: 3_000,
    queryFn: async () => {
      const answer = await apiRequest(widgetEndpoints.state, { params: { id } });
      return { state: answer.state, offsetMs: answer.now - Date.now() };
    },
  });
}

export function useSendTestEvent(id: string) {
  return useMutation({
    mutationFn: (kind: TestEventKind) =>
      apiRequest(widgetEndpoints.testEvent, { params: { id }, body: { kind } }),
  });
}

/** Starts a stateful widget over (the leaderboard's "Reset"). */
export function useResetState(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(widgetEndpoints.resetState, { params: { id } }),
  });
}

/** Ends the alert on screen (and its spoken message) on the widget's browser sources. */
export function useSkipAlert() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(widgetEndpoints.skip, { params: { id } }),
  });
}

export function useReloadSources() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(widgetEndpoints.reload, { params: { id } }),
  });
}
