import { defineFeature } from '../../platform/features/feature';
import { SpotifyPlayerApi } from '../../providers/spotify/spotify-player';
import { songRequestChatCommands } from './commands';
import {
  registerSongRequests,
  WATCH_PLAYERS_MS,
  type SongRequestsHandle,
} from './song-requests.module';
import { songPlayer } from './spotify-player';
import { songRequestsArea } from './song-requests.area';

declare module '../../platform/features/feature' {
  interface Services {
    'song-requests': SongRequestsHandle;
  }
}

/**
 * Song requests (docs/song-requests.md): Kyo's queue of viewers' requests, with its rules and a
 * moderator's approval, handed to the streamer's Spotify one track at a time.
 */
export const songRequestsFeature = defineFeature({
  name: 'song-requests',
  needs: ['bot', 'live-stats', 'widget-states'],
  register(ctx, use) {
    const bot = use('bot');
    const live = use('live-stats');
    const spotifyConfig = ctx.config.providers.spotify;
    const spotifyGrant = async (userId: string) => {
      const row = await ctx.connections.find(userId, 'spotify');
      return { status: row?.status ?? ('missing' as const), scope: row?.scope ?? '' };
    };
    const songs = registerSongRequests(ctx, {
      player: songPlayer(
        ctx.accounts,
        spotifyConfig ? new SpotifyPlayerApi(spotifyConfig, ctx.providers.http) : undefined,
        spotifyGrant,
      ),
      followed: (ownerId, kickUserId) => bot.followed(ownerId, kickUserId),
      say: (ownerId, key, content) => bot.say(ownerId, key, content),
      wantPlayer: (ownerId, until) => live.want('now-playing', ownerId, until),
      nowPlaying: (ownerId, maxAgeMs) =>
        live.song(ownerId, maxAgeMs === undefined ? {} : { maxAgeMs }),
      spotifyGrant,
      languageOf: (ownerId) => ctx.accounts.languageOf(ownerId),
      nameOf: (userId) => ctx.accounts.nameOf(userId),
      ...(ctx.deps.pollerTimers ? { timers: ctx.deps.pollerTimers } : {}),
    });
    // The queue's widget: shown (resynced after a Redis outage) and sent again to a new overlay.
    use('widget-states').provideLive('song-queue', {
      shown: (ownerId, until) => songs.shown(ownerId, until),
      replay: (ownerId) => songs.replay(ownerId),
    });
    return songs;
  },
  commands: (songs) => ({
    commands: songRequestChatCommands(songs.commands, (ownerId) => songs.isOn(ownerId)),
    requesterOf: (ownerId, title) => songs.commands.requesterNow(ownerId, title),
  }),
  api: (songs) => songRequestsArea(songs.actions),
  events: { publishes: ['song.request', 'live.event'] },
  jobs: [
    {
      name: 'song-requests-watch',
      everyMs: WATCH_PLAYERS_MS,
      scope: 'every-node',
      decidedBy: 'nothing to decide: it renews this node’s wish to have the players polled',
      run: async (songs) => songs.watchPlayers(),
    },
    {
      name: 'song-requests-prune',
      everyMs: 3_600_000,
      scope: 'one-node',
      run: (songs) => songs.prune(),
    },
  ],
  shared: {
    redis: [
      'kyo:song-requests (pub/sub): a queue changed; each node sends its overlays the queue (read again after a Redis outage); a channel’s requests switched on or off (every node’s in-memory switch, read again after an outage)',
    ],
    database: [
      'the channel’s row locked (SELECT … FOR UPDATE) while a request is judged: per-viewer limit, cooldowns, duplicates and queue length',
      'song_request_channels.skip_track / skipped_at: one skip per play, claimed before Spotify is called',
      'song_requests_one_handed and song_requests_track_waiting: one request handed to Spotify per channel, a song waiting once',
    ],
  },
});
