import type { PollResource, ScheduleContext } from '../../platform/pollers/poll-types';
import { pollErrorFrom } from '../poll-errors';
import type { NowPlaying } from './now-playing';
import type { SpotifyClient } from './spotify-client';

/**
 * The polling policy for a Spotify player (docs/platforms/spotify.md A7): every 5 s while something
 * plays, plus one poll just after the predicted end of the track (so a song change shows within
 * ~1.5 s); every 20 s while paused or idle, every 60 s after 10 minutes of nothing. About 720
 * calls an hour while music plays, against 3,600 for a 1 s poll.
 */
export const SPOTIFY_POLL = {
  playingMs: 5_000,
  /** After the predicted end: Spotify needs a moment to report the next item. */
  endOfItemMs: 1_500,
  pausedMs: 20_000,
  nothingMs: 20_000,
  longNothingMs: 60_000,
  longNothingAfterMs: 10 * 60_000,
  unknownMs: 20_000,
  /** A progress jump bigger than this (against the clock) is a seek worth telling. */
  seekToleranceMs: 3_000,
} as const;

export function spotifyNextDelay(value: NowPlaying, ctx: ScheduleContext<NowPlaying>): number {
  const p = SPOTIFY_POLL;
  switch (value.kind) {
    case 'nothing':
      return ctx.now - ctx.sameSince >= p.longNothingAfterMs ? p.longNothingMs : p.nothingMs;
    case 'unknown':
      return p.unknownMs;
    case 'ad':
      return value.isPlaying ? p.playingMs : p.pausedMs;
    default: {
      if (!value.isPlaying) return p.pausedMs;
      const remaining = value.durationMs - value.progressMs;
      return Math.min(p.playingMs, Math.max(remaining + p.endOfItemMs, 1_000));
    }
  }
}

function identity(value: NowPlaying): string {
  switch (value.kind) {
    case 'track':
      return JSON.stringify(['track', value.id, value.title, value.artists, value.isLocal]);
    case 'episode':
      return JSON.stringify(['episode', value.id, value.title, value.show]);
    case 'unknown':
      return JSON.stringify(['unknown', value.reason]);
    default:
      return value.kind;
  }
}

/**
 * Consumers hear of a new item, play/pause, or a seek; not of progress that moved as the clock
 * did (an overlay interpolates that itself).
 */
export function spotifyChanged(previous: NowPlaying, next: NowPlaying, elapsedMs: number): boolean {
  if (identity(previous) !== identity(next)) return true;
  if (!('isPlaying' in previous) || !('isPlaying' in next)) return false;
  if (previous.isPlaying !== next.isPlaying) return true;
  const expected = previous.progressMs + (previous.isPlaying ? elapsedMs : 0);
  return Math.abs(next.progressMs - expected) > SPOTIFY_POLL.seekToleranceMs;
}

/** One key per Kyo user (their Spotify connection's token). */
export function spotifyNowPlayingResource(
  client: Pick<SpotifyClient, 'nowPlaying'>,
): PollResource<NowPlaying> {
  return {
    name: 'spotify.now-playing',
    batchSize: 1,
    batchWindowMs: 0,
    maxConcurrent: 8,
    backoff: { baseMs: 5_000, maxMs: 60_000 },
    rateLimitedMs: 30_000,
    // Spotify's dev-mode quota (A7): stop asking for a while, for every user of the app.
    quotaPauseMs: 15 * 60_000,
    parkedRecheckMs: 60_000,
    tokenKey: (userId) => userId,
    async fetch(keys, token, ctx) {
      const key = keys[0]!;
      let value: NowPlaying;
      try {
        value = await client.nowPlaying(token, { signal: ctx.signal });
      } catch (error) {
        throw pollErrorFrom(error);
      }
      if (value.kind === 'unknown') {
        ctx.warnOnce(
          value.reason,
          { detail: value.detail },
          'Spotify answered currently-playing in a way we do not know; showing it as unknown',
        );
      }
      return new Map([[key, value]]);
    },
    nextDelay: spotifyNextDelay,
    changed: spotifyChanged,
  };
}
