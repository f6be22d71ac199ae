import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderatorEndpoints } from '@kyo/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The caller's moderators and the channels they moderate, in one answer. */
export const moderatorKeys = { all: ['moderators'] as const };

export function useModerators() {
  return useQuery({
    queryKey: moderatorKeys.all,
    queryFn: ({ signal }) => apiRequest(moderatorEndpoints.list, {}, { signal }),
  });
}

/** Every change refetches the overview: both lists may have moved. */
function useModeratorMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: moderatorKeys.all }),
  });
}

export function useAddModerator() {
  return useModeratorMutation((username: string) =>
    apiRequest(moderatorEndpoints.add, { body: { username } }),
  );
}

export function useRemoveModerator() {
  return useModeratorMutation((id: string) =>
    apiRequest(moderatorEndpoints.remove, { params: { id } }),
  );
}

export function useStepDown() {
  return useModeratorMutation((ownerId: string) =>
    apiRequest(moderatorEndpoints.stepDown, { params: { ownerId } }),
  );
}
