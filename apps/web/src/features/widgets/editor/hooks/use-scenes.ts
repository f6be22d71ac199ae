import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sceneEndpoints, type SaveScene, type Scene } from '@kyo/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const sceneKeys = {
  lists: ['scenes', 'list'] as const,
  list: (owner?: string) => ['scenes', 'list', owner ?? 'mine'] as const,
  one: (id: string) => ['scenes', id] as const,
};

/** The user's scenes, or with `owner` those of a channel they moderate. */
export function useSceneList(owner?: string) {
  return useQuery({
    queryKey: sceneKeys.list(owner),
    queryFn: ({ signal }) =>
      apiRequest(sceneEndpoints.list, { query: owner ? { owner } : {} }, { signal }),
    select: (data) => data.scenes,
  });
}

/** The scene, read again every few seconds: another tab's saves show up here. */
export function useScene(id: string) {
  return useQuery({
    queryKey: sceneKeys.one(id),
    queryFn: ({ signal }) => apiRequest(sceneEndpoints.get, { params: { id } }, { signal }),
    refetchInterval: 4_000,
  });
}

export function useCreateScene() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name?: string; width?: number; height?: number; owner?: string }) =>
      apiRequest(sceneEndpoints.create, { body }),
    onSuccess: (scene) => {
      client.setQueryData(sceneKeys.one(scene.id), scene);
      void client.invalidateQueries({ queryKey: sceneKeys.lists });
    },
  });
}

export function useDeleteScene() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(sceneEndpoints.remove, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: sceneKeys.lists }),
  });
}

export function useRotateSceneKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(sceneEndpoints.rotateKey, { params: { id } }),
    onSuccess: (scene) => {
      client.setQueryData(sceneKeys.one(scene.id), scene);
      // The list's cards copy the OBS URL: the old one no longer works.
      void client.invalidateQueries({ queryKey: sceneKeys.lists });
    },
  });
}

export const saveScene = (id: string, body: SaveScene): Promise<Scene> =>
  apiRequest(sceneEndpoints.save, { params: { id }, body });
