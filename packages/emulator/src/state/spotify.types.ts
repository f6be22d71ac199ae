/**
 * What the emulator remembers of Spotify: users, the tracks, episodes and ads it can play, and
 * each user's playback.
 */

export interface SpotifyUser {
  id: string;
  account_id: string;
  display_name: string;
  /** Player commands (add to queue, skip) need Premium (absent: premium). */
  product?: 'premium' | 'free';
}

export const SPOTIFY_ITEM_TYPES = ['track', 'episode', 'ad'] as const;
export type SpotifyItemType = (typeof SPOTIFY_ITEM_TYPES)[number];

/**
 * One item of the play queue: a track, a podcast episode or an ad (docs/platforms/spotify.md A6). The extra
 * fields are optional so state files from before they existed still load (as tracks).
 */
export interface SpotifyTrack {
  /** The catalogue id; the API shows null for a local file and nothing for an ad. */
  id: string;
  name: string;
  /** Empty for episodes and ads. */
  artists: string[];
  /** The album; for an episode, unused (the show is `show`). */
  album: string;
  duration_ms: number;
  explicit: boolean;
  /** Absent: 'track'. */
  type?: SpotifyItemType;
  /** A local file: no Spotify id and no album art (`is_local: true`). */
  is_local?: boolean;
  /** Episodes: the show's name. */
  show?: string;
}

/** Playback of one user; progress is derived from the anchor so it advances with the clock. */
export interface SpotifyPlayback {
  track_id: string;
  is_playing: boolean;
  /** Progress at `anchor_at`. */
  progress_ms: number;
  anchor_at: number;
  device_name: string;
  /**
   * Tracks added with `POST /v1/me/player/queue`, in order: they play after the current item,
   * before the play queue goes on (absent in older state files: empty).
   */
  queue?: string[];
  /** The play-queue item to go on from once the added tracks have played (null: the current). */
  context_track_id?: string | null;
}

export interface SpotifyState {
  users: SpotifyUser[];
  tracks: SpotifyTrack[];
  /**
   * Tracks that search and `/v1/tracks/{id}` find besides the play queue (songs viewers request);
   * absent in older state files.
   */
  catalog?: SpotifyTrack[];
  playback: Record<string, SpotifyPlayback | null>;
}
