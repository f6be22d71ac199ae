import type { LiveSource } from '../../../ports';

export type NowPlaying =
  | { state: 'playing'; track: string; artists: string }
  | { state: 'nothing' | 'not_connected' | 'needs_reconnect' | 'unavailable' };

/**
 * The Spotify track playing now (docs/platforms/spotify.md A6), from the live-stats poller of the
 * streamer's player (decision 004): an answer at most a second old, else a fresh one.
 */
export class SongSource {
  constructor(private readonly live: Pick<LiveSource, 'song'>) {}

  async nowPlaying(userId: string): Promise<NowPlaying> {
    try {
      const answer = await this.live.song(userId);
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
