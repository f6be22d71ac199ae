import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mediaEndpoints, ttsEndpoints } from '@kyo/contracts';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-store';
import type { DisplayAssets } from '../types/renderer';

export { MediaOwnerContext, useMediaOwner } from './media-owner';

const ownerQuery = (owner?: string) => (owner ? { owner } : {});
export const mediaKeys = { list: (owner?: string) => ['media', owner ?? 'mine'] as const };

/** The channel's uploads (none asked for while signed out: the public builder has no files). */
export function useMediaList(owner?: string) {
  const { user } = useAuthState();
  return useQuery({
    enabled: Boolean(user),
    queryKey: mediaKeys.list(owner),
    queryFn: ({ signal }) =>
      apiRequest(mediaEndpoints.list, { query: ownerQuery(owner) }, { signal }),
  });
}

/** The file as base64, without the `data:` prefix. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function useUploadMedia(owner?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      apiRequest(mediaEndpoints.upload, {
        query: ownerQuery(owner),
        body: { name: file.name.slice(0, 100) || 'upload', data: await base64Of(file) },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['media'] }),
  });
}

// Uploads as this page loads them: with the session, as object URLs (an <audio> or <img> cannot
// send the access token). Kept for the page's life: a file never changes under its hash.
const loaded = new Map<string, string>();
const loading = new Map<string, Promise<string>>();

/** An upload's object URL (other URLs as they are); '' when it cannot be loaded. */
export function loadMediaUrl(url: string, owner?: string): Promise<string> {
  if (!url.startsWith('media:')) return Promise.resolve(url);
  const sha256 = url.slice('media:'.length);
  const key = `${owner ?? ''}:${sha256}`;
  const hit = loaded.get(key);
  if (hit) return Promise.resolve(hit);
  let pending = loading.get(key);
  if (!pending) {
    pending = apiBlob(mediaEndpoints.content, { params: { sha256 }, query: ownerQuery(owner) })
      .then((blob) => {
        const objectUrl = URL.createObjectURL(blob);
        loaded.set(key, objectUrl);
        return objectUrl;
      })
      .catch(() => {
        loading.delete(key);
        return '';
      });
    loading.set(key, pending);
  }
  return pending;
}

/**
 * The builder preview's assets: uploads through the session (drawn once loaded), no spoken
 * messages (the preview's events are local; "Hear it" speaks a sample instead).
 */
export function useDashboardAssets(owner?: string): DisplayAssets {
  const [version, setVersion] = useState(0);
  return useMemo(
    () => ({
      media: (url: string) => {
        if (!url.startsWith('media:')) return url;
        const hit = loaded.get(`${owner ?? ''}:${url.slice('media:'.length)}`);
        if (hit) return hit;
        void loadMediaUrl(url, owner).then((objectUrl) => objectUrl && setVersion((v) => v + 1));
        return '';
      },
      speech: () => null,
      version,
    }),
    [owner, version],
  );
}

export function useTtsVoices() {
  const { user } = useAuthState();
  return useQuery({
    queryKey: ['tts', 'voices'],
    queryFn: ({ signal }) => apiRequest(ttsEndpoints.voices, {}, { signal }),
    enabled: Boolean(user),
    staleTime: 10 * 60_000,
  });
}

/** Speaks a sample with the chosen voice and speed: an object URL of the audio. */
export async function previewSpeech(text: string, voice: string, rate: number): Promise<string> {
  const blob = await apiBlob(ttsEndpoints.preview, { body: { text, voice, rate } });
  return URL.createObjectURL(blob);
}
