import type { EmulatorBase } from '../base-context';
import { ControlError, notFound } from '../shared/control-error';
import { randomToken } from '../shared/ids';
import { SEED } from '../state/seed';
import type { SpotifyPlayback, SpotifyTrack, SpotifyUser } from '../state/state.types';

export interface PlaybackView {
  track: SpotifyTrack;
  is_playing: boolean;
  progress_ms: number;
  /** When the playback state last changed (docs/platforms/spotify.md A6 `timestamp`). */
  timestamp: number;
  device_name: string;
}

/**
 * Spotify users, the play queue (tracks, episodes, ads, local files) and each user's playback.
 * Progress is derived from the clock, so it advances while playing; at the end of an item the
 * next one in the queue starts, and the queue loops, as a playlist on repeat would.
 */
export class SpotifyService {
  constructor(private readonly ctx: EmulatorBase) {}

  private get s() {
    return this.ctx.store.state.spotify;
  }

  users(): SpotifyUser[] {
    return this.s.users;
  }

  createUser(displayName: string): SpotifyUser {
    const id = randomToken(12)
      .replace(/[^a-zA-Z0-9]/g, 'x')
      .toLowerCase();
    const user: SpotifyUser = { id, account_id: `acc_${id}`, display_name: displayName };
    this.s.users.push(user);
    this.ctx.store.changed();
    return user;
  }

  user(id: string): SpotifyUser | undefined {
    return this.s.users.find((u) => u.id === id);
  }

  tracks(): SpotifyTrack[] {
    return this.s.tracks;
  }

  addTrack(input: Omit<SpotifyTrack, 'id' | 'explicit'> & { explicit?: boolean }): SpotifyTrack {
    const track: SpotifyTrack = {
      ...input,
      id: randomToken(16).replace(/[-_]/g, 'x').slice(0, 22),
      explicit: input.explicit ?? false,
    };
    this.s.tracks.push(track);
    this.ctx.store.changed();
    return track;
  }

  /** Tracks that search finds besides the play queue (older state files have none). */
  catalog(): SpotifyTrack[] {
    return this.s.catalog ?? [];
  }

  /** A play-queue item or catalogue track by id. */
  find(id: string): SpotifyTrack | undefined {
    return this.s.tracks.find((t) => t.id === id) ?? this.catalog().find((t) => t.id === id);
  }

  playback(userId: string = SEED.spotify.userId): PlaybackView | null {
    const playback = this.settle(userId);
    if (!playback) return null;
    const track = this.find(playback.track_id);
    if (!track) return null;
    const elapsed = playback.is_playing ? this.ctx.now() - playback.anchor_at : 0;
    return {
      track,
      is_playing: playback.is_playing,
      progress_ms: Math.min(track.duration_ms, playback.progress_ms + elapsed),
      timestamp: playback.anchor_at,
      device_name: playback.device_name,
    };
  }

  play(input: { userId?: string; trackId: string; positionMs?: number }): PlaybackView {
    const userId = this.requireUser(input.userId);
    const track = this.find(input.trackId);
    if (!track) throw notFound(`track ${input.trackId}`, 'trackId');
    const progress = input.positionMs ?? 0;
    if (progress > track.duration_ms)
      throw new ControlError(400, 'positionMs: beyond the track', 'positionMs');
    const before = this.s.playback[userId];
    this.s.playback[userId] = {
      track_id: track.id,
      is_playing: true,
      progress_ms: progress,
      anchor_at: this.ctx.now(),
      device_name: 'Kyo Demo PC',
      // Tracks added to the queue stay queued when something else is picked to play.
      queue: before?.queue ?? [],
      context_track_id: null,
    };
    this.ctx.store.changed();
    return this.playback(userId)!;
  }

  pause(userId?: string): PlaybackView | null {
    return this.setPlaying(this.requireUser(userId), false);
  }

  resume(userId?: string): PlaybackView | null {
    return this.setPlaying(this.requireUser(userId), true);
  }

  /** Nothing plays: currently-playing answers 204 again. */
  stop(userId?: string): void {
    this.s.playback[this.requireUser(userId)] = null;
    this.ctx.store.changed();
  }

  /** Skips to what comes next: the first added track, else the play queue goes on. */
  next(userId?: string): PlaybackView {
    const id = this.requireUser(userId);
    const current = this.settle(id);
    if (!current) {
      return this.play({ userId: id, trackId: this.s.tracks[0]!.id });
    }
    this.advance(current, this.ctx.now());
    current.is_playing = true;
    this.ctx.store.changed();
    return this.playback(id)!;
  }

  /** What plays after the current item: the added tracks, then the play queue (`limit` items). */
  upNext(userId: string = SEED.spotify.userId, limit = 10): SpotifyTrack[] {
    const playback = this.settle(userId);
    if (!playback || this.s.tracks.length === 0) return [];
    const added = (playback.queue ?? []).flatMap((id) => this.find(id) ?? []);
    const from = playback.context_track_id ?? playback.track_id;
    const index = this.s.tracks.findIndex((t) => t.id === from);
    const rest = Array.from(
      { length: Math.max(0, limit - added.length) },
      (_, i) => this.s.tracks[(index + 1 + i) % this.s.tracks.length]!,
    );
    return [...added, ...rest].slice(0, limit);
  }

  /** `POST /v1/me/player/queue`: plays after the current item (and earlier added ones). */
  addToQueue(userId: string, trackId: string): void {
    const playback = this.settle(userId);
    if (!playback) throw new ControlError(409, 'nothing plays: no active device');
    (playback.queue ??= []).push(trackId);
    this.ctx.store.changed();
  }

  /** Moves the current item to `positionMs` (the control page's "last 20 seconds"). */
  seek(userId: string | undefined, positionMs: number): PlaybackView {
    const id = this.requireUser(userId);
    const playback = this.settle(id);
    const view = this.playback(id);
    if (!playback || !view) throw new ControlError(409, 'nothing plays');
    playback.progress_ms = Math.max(0, Math.min(positionMs, view.track.duration_ms));
    playback.anchor_at = this.ctx.now();
    this.ctx.store.changed();
    return this.playback(id)!;
  }

  setProduct(userId: string | undefined, product: 'premium' | 'free'): SpotifyUser {
    const user = this.user(this.requireUser(userId))!;
    user.product = product;
    this.ctx.store.changed();
    return user;
  }

  /** The item after the current one starts at `at`: an added track first, else the play queue. */
  private advance(playback: SpotifyPlayback, at: number): void {
    const added = playback.queue ?? [];
    const isContext = this.s.tracks.some((t) => t.id === playback.track_id);
    // Returning from added tracks, the play queue goes on after the item it had reached.
    if (isContext && added.length > 0 && !playback.context_track_id)
      playback.context_track_id = playback.track_id;
    const queued = added.shift();
    if (queued !== undefined) {
      playback.track_id = queued;
    } else {
      const from = playback.context_track_id ?? playback.track_id;
      const index = this.s.tracks.findIndex((t) => t.id === from);
      playback.track_id = this.s.tracks[(index + 1) % this.s.tracks.length]!.id;
      playback.context_track_id = null;
    }
    playback.progress_ms = 0;
    playback.anchor_at = at;
  }

  private requireUser(userId: string = SEED.spotify.userId): string {
    if (!this.user(userId)) throw notFound(`Spotify user ${userId}`, 'userId');
    return userId;
  }

  private setPlaying(userId: string, playing: boolean): PlaybackView | null {
    const playback = this.settle(userId);
    if (!playback) return null;
    if (playback.is_playing !== playing) {
      const now = this.ctx.now();
      if (!playing) playback.progress_ms += now - playback.anchor_at;
      playback.anchor_at = now;
      playback.is_playing = playing;
      this.ctx.store.changed();
    }
    return this.playback(userId);
  }

  /** Rolls playback over track ends that happened since it was last looked at. */
  private settle(userId: string): SpotifyPlayback | null {
    const playback = this.s.playback[userId] ?? null;
    if (!playback?.is_playing || this.s.tracks.length === 0) return playback;
    const now = this.ctx.now();
    for (let guard = 0; guard < 10_000; guard++) {
      const track = this.find(playback.track_id);
      if (!track) return playback;
      const endsAt = playback.anchor_at + (track.duration_ms - playback.progress_ms);
      if (endsAt > now) break;
      this.advance(playback, endsAt);
      this.ctx.store.changed();
    }
    return playback;
  }
}
