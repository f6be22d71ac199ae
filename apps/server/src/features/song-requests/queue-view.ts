import type { SongProblem, SongRequest, SongRequestStatus, WidgetEvent } from '@kyo/contracts';
import { remainingMs, type PlayerNow } from './handover';
import type { RequestRow } from './song-requests.repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSongRequest(row: RequestRow): SongRequest {
  return {
    id: row.id,
    status: row.status as SongRequestStatus,
    track: {
      id: row.trackId,
      title: row.title,
      artists: row.artists,
      album: row.album,
      art: row.art,
      durationMs: row.durationMs,
      explicit: row.explicit,
      url: row.url,
    },
    requester: { id: row.requesterId, name: row.requesterName },
    source: row.source as SongRequest['source'],
    requestedAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    problem: (row.problem as SongProblem | null) ?? null,
  };
}

/** What plays next, in order: the request Spotify already has, then Kyo's queue. */
export function upcoming(rows: RequestRow[]): RequestRow[] {
  return [
    ...rows.filter((r) => r.status === 'handed' && !r.skipOnStart),
    ...rows.filter((r) => r.status === 'queued'),
  ];
}

/**
 * Minutes until each upcoming request starts: what is left of the current item, then the
 * requests ahead. Null when Kyo does not know what plays (no answer from Spotify yet).
 */
export function minutesUntil(
  ahead: RequestRow[],
  index: number,
  player: PlayerNow | undefined,
  now: number,
): number | null {
  if (!player || (player.status !== 'playing' && player.status !== 'paused')) return null;
  let ms = remainingMs(player, now);
  for (const row of ahead.slice(0, index)) ms += row.durationMs;
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** The widget event of the queue (song-request overlays fold it into their state). */
export function queueEvent(
  playing: RequestRow | undefined,
  next: RequestRow[],
  at: number,
): Extract<WidgetEvent, { kind: 'song-queue' }> {
  return {
    kind: 'song-queue',
    current: playing
      ? { title: playing.title, subtitle: playing.artists, requester: playing.requesterName }
      : null,
    next: next.slice(0, 10).map((row) => ({
      title: row.title,
      subtitle: row.artists,
      art: row.art,
      durationMs: row.durationMs,
      requester: row.requesterName,
    })),
    total: next.length,
    at,
  };
}
