import type { FeatureContext, AccountLinks } from './feature-context';
import type { SongRequestCommands } from './ports';
import type { Timers } from './platform/pollers/timers';
import { ProviderError } from './providers/http';
import type { SpotifyPlayerApi } from './providers/spotify/spotify-player';
import {
  PlayerFailure,
  type SongPlayer,
  type SongRequestsDeps,
} from './features/song-requests/ports';
import {
  registerSongRequests,
  type SongRequestsHandle,
} from './features/song-requests/song-requests.module';

/**
 * Song requests composed from the other features (app layer): Spotify with the streamer's token
 * (the connections feature), the bot's follows and chat (the bot), the player's polling (live
 * stats) and the channel's access policy (moderators).
 */
export interface SongRequestsWiring {
  links: AccountLinks;
  spotify?: SpotifyPlayerApi;
  spotifyGrant(ownerId: string): Promise<{
    status: 'connected' | 'needs_reconnect' | 'missing';
    scope: string;
  }>;
  followed(ownerId: string, kickUserId: string): Promise<boolean>;
  say(ownerId: string, key: string, content: string): Promise<void>;
  wantPlayer(ownerId: string, until: number): void;
  nowPlaying: SongRequestsDeps['nowPlaying'];
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  nameOf(userId: string): Promise<string>;
  timers?: Timers;
}

/** Spotify's answer as the problem song requests name (docs/song-requests.md). */
export function playerFailureOf(error: unknown): PlayerFailure {
  if (error instanceof PlayerFailure) return error;
  if (!(error instanceof ProviderError)) return new PlayerFailure('unavailable');
  switch (error.kind) {
    case 'rate_limited':
      return new PlayerFailure('rate_limited', error.retryAfterMs ?? 30_000);
    case 'forbidden':
      if (error.reason === 'PREMIUM_REQUIRED') return new PlayerFailure('not_premium');
      return new PlayerFailure(/scope/i.test(error.message) ? 'missing_scope' : 'not_premium');
    case 'not_found':
      return new PlayerFailure('no_device');
    case 'unauthorized':
    case 'invalid_grant':
      return new PlayerFailure('needs_reconnect');
    default:
      return new PlayerFailure('unavailable');
  }
}

function songPlayer(
  links: AccountLinks,
  api: SpotifyPlayerApi | undefined,
  grant: SongRequestsWiring['spotifyGrant'],
): SongPlayer {
  const call = async <T>(ownerId: string, run: (token: string) => Promise<T>): Promise<T> => {
    if (!api) throw new PlayerFailure('not_connected');
    let answer: { value: T } | null;
    try {
      answer = await links.withAccessToken(ownerId, 'spotify', run);
    } catch (error) {
      throw playerFailureOf(error);
    }
    if (answer) return answer.value;
    const status = (await grant(ownerId)).status;
    throw new PlayerFailure(status === 'missing' ? 'not_connected' : 'needs_reconnect');
  };
  return {
    search: (ownerId, text) => call(ownerId, (token) => api!.search(token, text)),
    track: (ownerId, id) => call(ownerId, (token) => api!.track(token, id)),
    addToQueue: (ownerId, id) => call(ownerId, (token) => api!.addToQueue(token, id)),
    next: (ownerId) => call(ownerId, (token) => api!.next(token)),
    upNext: async (ownerId) => (await call(ownerId, (token) => api!.queue(token))).next,
  };
}

export function wireSongRequests(
  features: FeatureContext,
  wiring: SongRequestsWiring,
): SongRequestsHandle {
  return registerSongRequests(features, {
    player: songPlayer(wiring.links, wiring.spotify, (ownerId) => wiring.spotifyGrant(ownerId)),
    followed: (ownerId, kickUserId) => wiring.followed(ownerId, kickUserId),
    say: (ownerId, key, content) => wiring.say(ownerId, key, content),
    wantPlayer: (ownerId, until) => wiring.wantPlayer(ownerId, until),
    nowPlaying: (ownerId) => wiring.nowPlaying(ownerId),
    spotifyGrant: (ownerId) => wiring.spotifyGrant(ownerId),
    languageOf: (ownerId) => wiring.links.languageOf(ownerId),
    canManage: (actorId, ownerId) => wiring.canManage(actorId, ownerId),
    nameOf: (userId) => wiring.nameOf(userId),
    ...(wiring.timers ? { timers: wiring.timers } : {}),
  });
}

/**
 * The song-request commands for the bot, made before the feature exists (the feature needs the
 * bot's chat, the bot needs its commands): each call goes to the feature once it is composed.
 */
export function lateSongCommands(get: () => SongRequestCommands | undefined): SongRequestCommands {
  const songs = () => {
    const commands = get();
    if (!commands) throw new Error('song requests are not composed yet');
    return commands;
  };
  return {
    enabled: async (ownerId) => get()?.enabled(ownerId) ?? false,
    request: (...args) => songs().request(...args),
    wrongSong: (...args) => songs().wrongSong(...args),
    queue: (...args) => songs().queue(...args),
    when: (...args) => songs().when(...args),
    skip: (...args) => songs().skip(...args),
    clear: (...args) => songs().clear(...args),
    voteSkip: (...args) => songs().voteSkip(...args),
    requesterNow: async (...args) => get()?.requesterNow(...args) ?? null,
  };
}
