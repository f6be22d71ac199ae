import { z } from 'zod';
import type { SongTrack } from '@kyo/contracts';
import type { SpotifyConfig } from '../../platform/config';
import { parseJson, providerRequest, type ProviderHttpOptions } from '../http';
import type { ProviderRequestInit } from '../transport';

/**
 * What song requests ask of Spotify's Web API (docs/platforms/spotify.md A8): search a track,
 * read one by id, add one to the player's queue, skip, and read the queue. Failures throw a
 * `ProviderError`; the caller names them (`reason` carries Spotify's `NO_ACTIVE_DEVICE`,
 * `PREMIUM_REQUIRED` or `QUOTA_EXCEEDED`).
 */
const image = z.object({ url: z.string(), width: z.number().nullish() });
const trackSchema = z.object({
  id: z.string().nullish(),
  name: z.string(),
  type: z.string().optional(),
  duration_ms: z.number(),
  explicit: z.boolean().nullish(),
  is_local: z.boolean().nullish(),
  is_playable: z.boolean().nullish(),
  artists: z.array(z.object({ name: z.string() })).nullish(),
  album: z.object({ name: z.string().nullish(), images: z.array(image).nullish() }).nullish(),
  external_urls: z.object({ spotify: z.string().nullish() }).nullish(),
});
type RawTrack = z.infer<typeof trackSchema>;
const searchSchema = z.object({
  tracks: z.object({ items: z.array(z.unknown()) }),
});
const queueSchema = z.object({
  currently_playing: z.unknown().nullable().optional(),
  queue: z.array(z.unknown()).default([]),
});

/** The cover to show: the smallest image at least 160 px wide, else the largest. */
function artOf(images: Array<{ url: string; width?: number | null | undefined }>): string | null {
  const fit = images
    .filter((i) => (i.width ?? 0) >= 160)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return fit[0]?.url ?? images[0]?.url ?? null;
}

/** A track we can queue (not a local file, not an episode), as song requests keep it. */
export function toSongTrack(raw: unknown): SongTrack | null {
  const parsed = trackSchema.safeParse(raw);
  if (!parsed.success) return null;
  const t: RawTrack = parsed.data;
  if (!t.id || t.is_local || (t.type && t.type !== 'track') || t.is_playable === false) return null;
  return {
    id: t.id,
    title: t.name,
    artists: (t.artists ?? []).map((a) => a.name).join(', '),
    album: t.album?.name ?? null,
    art: artOf(t.album?.images ?? []),
    durationMs: Math.max(0, Math.round(t.duration_ms)),
    explicit: t.explicit ?? false,
    url: t.external_urls?.spotify ?? null,
  };
}

export class SpotifyPlayerApi {
  constructor(
    private readonly config: Pick<SpotifyConfig, 'apiUrl'>,
    private readonly http: ProviderHttpOptions,
  ) {}

  private call(token: string, path: string, init: ProviderRequestInit = {}, retries = 0) {
    return providerRequest(
      'spotify',
      `${this.config.apiUrl}/v1${path}`,
      { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } },
      { ...this.http, retries },
    );
  }

  /** The best match for the words, or null when Spotify finds no track we can queue. */
  async search(token: string, text: string): Promise<SongTrack | null> {
    const query = new URLSearchParams({ q: text, type: 'track', limit: '5' });
    const response = await this.call(token, `/search?${query.toString()}`, {}, 1);
    const body = await parseJson('spotify', response, searchSchema);
    for (const item of body.tracks.items) {
      const track = toSongTrack(item);
      if (track) return track;
    }
    return null;
  }

  /** A track by id; null when Spotify does not know it (404) or it cannot be queued. */
  async track(token: string, id: string): Promise<SongTrack | null> {
    try {
      const response = await this.call(token, `/tracks/${encodeURIComponent(id)}`, {}, 1);
      return toSongTrack(await response.json().catch(() => null));
    } catch (error) {
      if ((error as { kind?: string }).kind === 'not_found') return null;
      if ((error as { kind?: string }).kind === 'bad_request') return null;
      throw error;
    }
  }

  /** `POST /me/player/queue`: plays after the current item. Not retried: it is not idempotent. */
  async addToQueue(token: string, trackId: string): Promise<void> {
    const uri = encodeURIComponent(`spotify:track:${trackId}`);
    await this.call(token, `/me/player/queue?uri=${uri}`, { method: 'POST' });
  }

  /** `POST /me/player/next`: skips what plays. */
  async next(token: string): Promise<void> {
    await this.call(token, '/me/player/next', { method: 'POST' });
  }

  /** The ids of what plays now and what Spotify will play next (its own queue first). */
  async queue(token: string): Promise<{ current: string | null; next: string[] }> {
    const response = await this.call(token, '/me/player/queue', {}, 1);
    const body = await parseJson('spotify', response, queueSchema);
    const id = (raw: unknown) => (raw as { id?: unknown } | null)?.id;
    const current = id(body.currently_playing);
    return {
      current: typeof current === 'string' ? current : null,
      next: body.queue.flatMap((item) => {
        const value = id(item);
        return typeof value === 'string' ? [value] : [];
      }),
    };
  }
}
