import { useEffect, useMemo, useState } from 'react';
import { ttsEndpoints, type EndpointResponse } from '@kyo/contracts';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { useAuthState } from '../../../lib/auth-store';
import { loadedMediaUrl, loadMediaUrl } from '../../../components/media/media-library';
import type { DisplayAssets } from '../types/renderer';

export { MediaOwnerContext, useMediaOwner } from './media-owner';
// The channel's media library is shared with the rewards' Sound action (components/media).
export {
  loadMediaUrl,
  useMediaList,
  useUploadMedia,
} from '../../../components/media/media-library';

// The voices keep their own small cache rather than the query client: the builders' forms are
// imported by the gallery too, whose page loads no query client (app/bundle-size.test.ts).

/**
 * The builder preview's assets: uploads through the session (drawn once loaded), and, for a
 * saved widget (its display key), the spoken messages of the test events the server sent, as its
 * displays fetch them (the new widget's builder has no key: its events are local, "Hear it"
 * speaks a sample instead).
 */
export function useDashboardAssets(owner?: string, widgetKey?: string): DisplayAssets {
  const [version, setVersion] = useState(0);
  return useMemo(
    () => ({
      media: (url: string) => {
        if (!url.startsWith('media:')) return url;
        const hit = loadedMediaUrl(url, owner);
        if (hit) return hit;
        void loadMediaUrl(url, owner).then((objectUrl) => objectUrl && setVersion((v) => v + 1));
        return '';
      },
      speech: (token: string) =>
        widgetKey ? `/api/overlay-speech/${widgetKey}?t=${encodeURIComponent(token)}` : null,
      version,
    }),
    [owner, widgetKey, version],
  );
}

type Voices = EndpointResponse<typeof ttsEndpoints.voices>;
let voices: Promise<Voices> | undefined;

/** The server engine's voices (asked once per page; none while signed out). */
export function useTtsVoices(): { data: Voices | undefined } {
  const { user } = useAuthState();
  const [data, setData] = useState<Voices | undefined>(undefined);
  useEffect(() => {
    if (!user) return;
    let alive = true;
    voices ??= apiRequest(ttsEndpoints.voices, {});
    voices.then((list) => alive && setData(list)).catch(() => (voices = undefined));
    return () => {
      alive = false;
    };
  }, [user]);
  return { data };
}

/** Speaks a sample with the chosen voice and speed: an object URL of the audio. */
export async function previewSpeech(text: string, voice: string, rate: number): Promise<string> {
  const blob = await apiBlob(ttsEndpoints.preview, { body: { text, voice, rate } });
  return URL.createObjectURL(blob);
}
