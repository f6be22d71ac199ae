import type { AccountLinks } from '../../../feature-context';
import type { Clock } from '../../../platform/clock';
import { TtlCache } from '../../../platform/ttl-cache';
import type { SpotifyClient } from '../../../providers/spotify/spotify-client';

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
  ) {
    this.cache = new TtlCache(clock, () => CACHE_MS);
  }

  nowPlaying(userId: string): Promise<NowPlaying> {
    return this.cache.get(userId, () => this.fetch(userId));
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
