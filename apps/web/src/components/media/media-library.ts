import { useCallback, useEffect, useState } from 'react';
import { mediaEndpoints, type EndpointResponse } from '@kyo/contracts';
import { apiBlob, apiRequest } from '../../lib/api-client';
import { useAuthState } from '../../lib/auth-store';

/**
 * The channel's media library, as every place that plays a sound or shows an image or video uses
 * it (the alert widgets, a reward's Sound action): its uploads, an upload, a file loaded with the
 * session. These hooks keep their own small caches rather than the query client: the builders'
 * forms are imported by the gallery too, whose page loads no query client.
 */

type MediaList = EndpointResponse<typeof mediaEndpoints.list>;
const ownerQuery = (owner?: string) => (owner ? { owner } : {});
const lists = new Map<string, Promise<MediaList>>();
const listeners = new Set<() => void>();

/** Asks for the lists again (after an upload); every field showing one redraws. */
function invalidateMedia() {
  lists.clear();
  listeners.forEach((listener) => listener());
}

/** The channel's uploads (none asked for while signed out: the public builder has no files). */
export function useMediaList(owner?: string): { data: MediaList | undefined } {
  const { user } = useAuthState();
  const [data, setData] = useState<MediaList | undefined>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((v) => v + 1);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  useEffect(() => {
    if (!user) return;
    let alive = true;
    const key = owner ?? '';
    let pending = lists.get(key);
    if (!pending) {
      pending = apiRequest(mediaEndpoints.list, { query: ownerQuery(owner) });
      lists.set(key, pending);
      pending.catch(() => lists.delete(key));
    }
    pending.then((list) => alive && setData(list)).catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [owner, user, version]);
  return { data };
}

/** The name the server takes: no control characters, at most 100 characters, never empty. */
function uploadName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(0, 100) || 'upload';
}

export function useUploadMedia(owner?: string) {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(
    async (file: File) => {
      setPending(true);
      try {
        // The file itself is the body (its name in the query): no base64, a third less to send.
        const item = await apiRequest(mediaEndpoints.upload, {
          query: { ...ownerQuery(owner), name: uploadName(file.name) },
          body: file,
        });
        invalidateMedia();
        return item;
      } finally {
        setPending(false);
      }
    },
    [owner],
  );
  return { mutateAsync, isPending };
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

/** An upload's object URL if this page has loaded it already (no request). */
export function loadedMediaUrl(url: string, owner?: string): string | undefined {
  return loaded.get(`${owner ?? ''}:${url.slice('media:'.length)}`);
}
