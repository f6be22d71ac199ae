import { z } from 'zod';

/** Kick takes at most 50 `broadcaster_user_id`s per `GET /channels` (docs/platforms/kick.md §4.2). */
export const KICK_CHANNELS_PER_CALL = 50;

/**
 * Live state and viewers of one channel from `GET /public/v1/channels` (docs/platforms/kick.md §4.2). `missing`:
 * Kick left the id out of its answer (unknown or banned channel); `unknown`: its entry did not
 * have the shape we expect. One bad entry never costs the other channels of the batch.
 */
export type ChannelLive =
  | {
      kind: 'live';
      viewers: number | null;
      /** RFC 3339 from Kick, or null when absent or Go's zero time. */
      startedAt: string | null;
      title: string | null;
      category: string | null;
      /** The stream's preview image (Kick's `stream.thumbnail`), or null. */
      thumbnail?: string | null;
    }
  | { kind: 'offline'; title: string | null; category: string | null }
  | { kind: 'missing' }
  | { kind: 'unknown'; detail: string };

const entry = z.object({
  broadcaster_user_id: z.number().int(),
  stream_title: z.string().nullish(),
  category: z.object({ name: z.string().nullish() }).nullish(),
  stream: z
    .object({
      is_live: z.boolean(),
      viewer_count: z.number().nullish(),
      start_time: z.string().nullish(),
      thumbnail: z.string().nullish(),
    })
    .nullish(),
});

const idOnly = z.object({ broadcaster_user_id: z.number().int() });

function startTime(value: string | null | undefined): string | null {
  if (!value || value.startsWith('0001-01-01')) return null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

function toLive(item: z.output<typeof entry>): ChannelLive {
  const title = item.stream_title ?? null;
  const category = item.category?.name ?? null;
  if (!item.stream?.is_live) return { kind: 'offline', title, category };
  const raw = item.stream.viewer_count;
  return {
    kind: 'live',
    viewers: typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? Math.round(raw) : null,
    startedAt: startTime(item.stream.start_time),
    title,
    category,
    ...(item.stream.thumbnail ? { thumbnail: item.stream.thumbnail } : {}),
  };
}

/**
 * Reads a `/channels` answer for the ids asked: every id gets a value. A body that is not the
 * envelope at all throws (the caller treats the whole call as failed); a bad entry is `unknown`.
 */
export function parseChannelsAnswer(body: unknown, ids: number[]): Map<number, ChannelLive> {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('Kick answered /channels without a data list');
  const found = new Map<number, ChannelLive>();
  for (const item of data) {
    const parsed = entry.safeParse(item);
    if (parsed.success) {
      found.set(parsed.data.broadcaster_user_id, toLive(parsed.data));
      continue;
    }
    const id = idOnly.safeParse(item);
    const first = parsed.error.issues[0];
    if (id.success) {
      found.set(id.data.broadcaster_user_id, {
        kind: 'unknown',
        detail: `${first?.path.join('.') ?? ''}: ${first?.message ?? 'invalid'}`,
      });
    }
  }
  return new Map(ids.map((id) => [id, found.get(id) ?? { kind: 'missing' }]));
}
