import type { AccountLinks } from '../../../feature-context';
import type { Clock } from '../../../platform/clock';
import { TtlCache } from '../../../platform/ttl-cache';
import type { SpotifyClient } from '../../../providers/spotify/spotify-client';
import type { LiveSource } from '../../../ports';

export type NowPlaying =
  | { state: 'playing'; track: string; artists: string }
  | { state: 'nothing' | 'not_connected' | 'needs_reconnect' | 'unavailable' };

/** Chat asks for the song in bursts; Spotify is asked at most every 15 s per channel. */
const CACHE_MS = 15_000;

/** The Spotify track playing now (docs/platforms/spotify.md A6), through the streamer's Spotify connection. */
export class SongSource {
  private readonly cache: TtlCache<string, NowPlaying>;

  constructor(
    private readonly spotify: SpotifyClient | undefined,
    private readonly links: Pick<AccountLinks, 'withAccessToken' | 'connectionHealth'>,
    clock: Clock,
    /** The live-stats pollers: one Spotify answer shared with the overlays (decision 004). */
    private readonly live?: Pick<LiveSource, 'song'>,
  ) {
    this.cache = new TtlCache(clock, () => CACHE_MS);
  }

  nowPlaying(userId: string): Promise<NowPlaying> {
    if (this.live) return this.fromPoller(this.live, userId);
    return this.cache.get(userId, () => this.fetch(userId));
  }

  private async fromPoller(live: Pick<LiveSource, 'song'>, userId: string): Promise<NowPlaying> {
    try {
      const answer = await live.song(userId);
      switch (answer.status) {
        case 'playing':
          return answer.item
            ? { state: 'playing', track: answer.item.title, artists: answer.item.subtitle }
            : { state: 'nothing' };
        case 'paused':
        case 'nothing':
        case 'ad':
          return { state: 'nothing' };
        case 'not_connected':
          return { state: 'not_connected' };
        case 'needs_reconnect':
          return { state: 'needs_reconnect' };
        default:
          return { state: 'unavailable' };
      }
    } catch {
      return { state: 'unavailable' };
    }
  }

  private async fetch(userId: string): Promise<NowPlaying> {
    const spotify = this.spotify;
    if (!spotify) return { state: 'not_connected' };
    try {
      const answer = await this.links.withAccessToken(userId, 'spotify', (token) =>
        spotify.currentlyPlaying(token),
      );
      if (!answer)
        return (await this.links.connectionHealth(userId, 'spotify')).status === 'needs_reconnect'
          ? { state: 'needs_reconnect' }
          : { state: 'not_connected' };
      const playing = answer.value;
      if (!playing?.item || !playing.is_playing) return { state: 'nothing' };
      return {
        state: 'playing',
        track: playing.item.name,
        artists: playing.item.artists.map((a) => a.name).join(', '),
      };
    } catch {
      return { state: 'unavailable' };
    }
  }
}

/** What {song} shows. */
export function songText(song: NowPlaying): string {
  switch (song.state) {
    case 'playing':
      return song.artists ? `${song.track} – ${song.artists}` : song.track;
    case 'nothing':
      return 'nothing playing';
    case 'not_connected':
      return 'no song (Spotify is not connected)';
    case 'needs_reconnect':
      return 'unknown (Spotify needs reconnecting)';
    default:
      return 'unknown (Spotify is not answering)';
  }
}
