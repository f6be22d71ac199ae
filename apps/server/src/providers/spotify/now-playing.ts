import { z } from 'zod';

/** An image as Spotify lists it; sizes may be null (docs/platforms/spotify.md A6). */
export interface SpotifyImage {
  url: string;
  width: number | null;
  height: number | null;
}

interface Position {
  isPlaying: boolean;
  /** Clamped to [0, duration]: local files have been seen with bogus times (docs/platforms/spotify.md A6). */
  progressMs: number;
}

/**
 * Everything `GET /me/player/currently-playing` can answer, as one typed value (docs/platforms/spotify.md A6). `paused` is `isPlaying: false` on a track or episode. Anything we do
 * not understand is `unknown` with a reason: never a throw, so a poller is never killed by it.
 */
export type NowPlaying =
  | { kind: 'nothing' }
  | (Position & {
      kind: 'track';
      id: string | null;
      title: string;
      artists: string[];
      album: string | null;
      /** Widest first; empty for a local file (never reuse the previous cover). */
      images: SpotifyImage[];
      durationMs: number;
      isLocal: boolean;
      explicit: boolean;
      url: string | null;
    })
  | (Position & {
      kind: 'episode';
      id: string | null;
      title: string;
      show: string;
      images: SpotifyImage[];
      durationMs: number;
      explicit: boolean;
      url: string | null;
    })
  | { kind: 'ad'; isPlaying: boolean; progressMs: number }
  | { kind: 'unknown'; reason: NowPlayingUnknownReason; detail: string };

export type NowPlayingUnknownReason =
  /** `currently_playing_type` is `unknown`, or a type Spotify added since. */
  | 'unknown_type'
  /** An episode with `item: null`: the request did not ask for episodes (web-api#1496). */
  | 'episode_without_item'
  /** A track with `item: null`. */
  | 'missing_item'
  /** Not JSON, or fields missing or of the wrong type. */
  | 'malformed';

const image = z.object({
  url: z.string().min(1),
  width: z.number().nullish(),
  height: z.number().nullish(),
});
const images = z.array(z.unknown()).nullish();
const base = z.object({
  is_playing: z.boolean(),
  progress_ms: z.number().nullish(),
  currently_playing_type: z.string().nullish(),
  item: z.unknown(),
});
const track = z.object({
  type: z.literal('track').optional(),
  id: z.string().nullish(),
  name: z.string(),
  duration_ms: z.number(),
  explicit: z.boolean().nullish(),
  is_local: z.boolean().nullish(),
  artists: z.array(z.object({ name: z.string() })).nullish(),
  album: z.object({ name: z.string().nullish(), images }).nullish(),
  external_urls: z.object({ spotify: z.string().nullish() }).nullish(),
});
const episode = z.object({
  type: z.literal('episode'),
  id: z.string().nullish(),
  name: z.string(),
  duration_ms: z.number(),
  explicit: z.boolean().nullish(),
  images,
  show: z.object({ name: z.string(), images }),
  external_urls: z.object({ spotify: z.string().nullish() }).nullish(),
});

/** Drops images that are not well formed (one bad entry must not cost the whole answer). */
function cleanImages(list: unknown[] | null | undefined): SpotifyImage[] {
  return (list ?? [])
    .flatMap((entry) => {
      const parsed = image.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    })
    .map((i) => ({ url: i.url, width: i.width ?? null, height: i.height ?? null }))
    .sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
}

function clamp(progress: number | null | undefined, duration: number): number {
  const value = Number.isFinite(progress) ? Math.round(progress!) : 0;
  return Math.min(Math.max(value, 0), Math.max(duration, 0));
}

const unknown = (reason: NowPlayingUnknownReason, detail: string): NowPlaying => ({
  kind: 'unknown',
  reason,
  detail,
});

const issue = (error: z.ZodError) => {
  const first = error.issues[0];
  return first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid';
};

/** Parses a 200 body of currently-playing (`null` body: a 204, nothing playing). */
export function parseNowPlaying(body: unknown): NowPlaying {
  if (body === null || body === undefined) return { kind: 'nothing' };
  const top = base.safeParse(body);
  if (!top.success) return unknown('malformed', issue(top.error));
  const { is_playing: isPlaying, progress_ms: progress, item } = top.data;
  const type = top.data.currently_playing_type ?? 'track';
  if (type === 'ad') return { kind: 'ad', isPlaying, progressMs: clamp(progress, Infinity) };
  if (type === 'episode' || (item as { type?: unknown } | null)?.type === 'episode') {
    if (item === null || item === undefined)
      return unknown('episode_without_item', 'ask with additional_types=track,episode');
    const parsed = episode.safeParse(item);
    if (!parsed.success) return unknown('malformed', `episode ${issue(parsed.error)}`);
    const e = parsed.data;
    const own = cleanImages(e.images);
    return {
      kind: 'episode',
      isPlaying,
      progressMs: clamp(progress, e.duration_ms),
      id: e.id ?? null,
      title: e.name,
      show: e.show.name,
      images: own.length ? own : cleanImages(e.show.images),
      durationMs: Math.max(0, e.duration_ms),
      explicit: e.explicit ?? false,
      url: e.external_urls?.spotify ?? null,
    };
  }
  if (type !== 'track') return unknown('unknown_type', `currently_playing_type ${type}`);
  if (item === null || item === undefined) return unknown('missing_item', 'a track without item');
  const parsed = track.safeParse(item);
  if (!parsed.success) return unknown('malformed', `track ${issue(parsed.error)}`);
  const t = parsed.data;
  const isLocal = t.is_local ?? false;
  return {
    kind: 'track',
    isPlaying,
    progressMs: clamp(progress, t.duration_ms),
    id: t.id ?? null,
    title: t.name,
    artists: (t.artists ?? []).map((a) => a.name).filter((name) => name.length > 0),
    album: t.album?.name ?? null,
    // A local file has no art of its own: never show some other cover for it.
    images: isLocal ? [] : cleanImages(t.album?.images),
    durationMs: Math.max(0, t.duration_ms),
    isLocal,
    explicit: t.explicit ?? false,
    url: t.external_urls?.spotify ?? null,
  };
}

/** The text `{song}` and `!song` show for a value, or null when nothing worth naming plays. */
export function nowPlayingLabel(value: NowPlaying): string | null {
  switch (value.kind) {
    case 'track':
      return value.artists.length ? `${value.title} – ${value.artists.join(', ')}` : value.title;
    case 'episode':
      return `${value.title} – ${value.show}`;
    default:
      return null;
  }
}
