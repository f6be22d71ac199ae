import type { Language, SongTrack, SpotifyPlayerProblem, WidgetEvent } from '@kyo/contracts';

/**
 * Spotify as song requests use it, with the streamer's token (spotify-player.ts). Every failure
 * is a `PlayerFailure` naming the problem, never a raw platform error.
 */
export interface SongPlayer {
  search(ownerId: string, text: string): Promise<SongTrack | null>;
  track(ownerId: string, id: string): Promise<SongTrack | null>;
  addToQueue(ownerId: string, trackId: string): Promise<void>;
  next(ownerId: string): Promise<void>;
  /** What Spotify will play next (its own queue first), by track id. */
  upNext(ownerId: string): Promise<string[]>;
}

export class PlayerFailure extends Error {
  constructor(
    readonly problem: SpotifyPlayerProblem,
    /** Spotify asked to wait this long (a 429's Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(`Spotify: ${problem}`);
    this.name = 'PlayerFailure';
  }
}

/** What the feature gets from others (its manifest, song-requests.feature.ts, makes them). */
export interface SongRequestsDeps {
  player: SongPlayer;
  /** Whether Kyo has seen this Kick user follow the owner's channel (the bot's follows). */
  followed(ownerId: string, kickUserId: string): Promise<boolean>;
  /** Says something in the owner's chat through the bot (once per key). */
  say(ownerId: string, key: string, content: string): Promise<void>;
  /**
   * What the owner's Spotify plays now: the pollers' shared answer when at most a second old,
   * else a fresh one (the live-stats feature; a skip is claimed for this track). The page passes
   * a longer `maxAgeMs`: the poller's last answer, whether or not a request plays.
   */
  nowPlaying(ownerId: string, maxAgeMs?: number): Promise<NowPlayingEvent>;
  /** Keeps the owner's Spotify player polled until `until` (the live-stats pollers). */
  wantPlayer(ownerId: string, until: number): void;
  /** The owner's Spotify connection and the scopes it was granted. */
  spotifyGrant(ownerId: string): Promise<{
    status: 'connected' | 'needs_reconnect' | 'missing';
    scope: string;
  }>;
  languageOf(ownerId: string): Promise<Language>;
}

/** Now-playing events as the hand-over reads them. */
export type NowPlayingEvent = Extract<WidgetEvent, { kind: 'now-playing' }>;
