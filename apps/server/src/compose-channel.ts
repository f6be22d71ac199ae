import type { Mailer } from './platform/mail';
import type { AccountsRepo } from './features/accounts/accounts.repo';
import type { AccountsService } from './features/accounts/accounts.service';
import type { ConnectionsService } from './features/connections/connections.service';
import type { KickApi } from './providers/kick/kick-api';
import type { KickOAuth } from './providers/kick/kick-oauth';
import type { KickRewardsApi } from './providers/kick/kick-rewards-api';
import type { SpotifyClient } from './providers/spotify/spotify-client';
import { SpotifyPlayerApi } from './providers/spotify/spotify-player';
import { lateSongCommands, wireSongRequests } from './song-requests.wiring';
import type { SongRequestsHandle } from './features/song-requests/song-requests.module';
import type { WidgetLiveSource } from './ports';
import type { DiscordClient } from './providers/discord/discord-client';
import type { ProviderHttpOptions } from './providers/http';
import type { Emulator } from '@kyo/emulator';
import { registerKickEvents } from './features/kick-events/kick-events.module';
import type { AccountLinks, FeatureContext } from './feature-context';
import { registerBot } from './features/bot/bot.module';
import { registerLiveStats } from './features/live-stats/live-stats.module';
import type { RedisLink } from './platform/redis/redis-link';
import { RedisChatters } from './platform/redis/redis-chatters';
import { RedisTokenBucket } from './platform/redis/redis-token-bucket';
import { RedisCooldowns } from './platform/redis/redis-cooldowns';
import { PollError } from './platform/pollers/poll-types';
import { HttpError } from './platform/http/http-error';
import { createWidgetStates, type WidgetsHandle } from './features/widgets/widgets.module';
import type { ScenesHandle } from './features/scenes/scenes.module';
import { registerModerators } from './features/moderators/moderators.module';
import { registerDiscordLive } from './features/discord-live/discord-live.module';
import { registerStats, type StatsHandle } from './features/stats/stats.module';
import { registerGames } from './features/games/games.module';
import type { BotServices } from './features/bot/bot.module';
import type { ChatPipeline } from './chat-pipeline';
import type { RealtimeGateway } from './features/realtime/gateway';
import type { PublicApiHandle } from './features/public-api/public-api.module';
import type { AppDeps } from './app-deps';

/** What buildApp (app.ts) hands to its two composition steps: the platform and the accounts. */
export interface AppComposition {
  features: FeatureContext;
  deps: AppDeps;
  links: AccountLinks;
  connections: ConnectionsService;
  accounts: AccountsService;
  accountsRepo: AccountsRepo;
  kick: { oauth: KickOAuth; api: KickApi; rewards: KickRewardsApi } | undefined;
  spotify: SpotifyClient | undefined;
  discord: DiscordClient | undefined;
  http: ProviderHttpOptions;
  emulator: Emulator | undefined;
  redis: RedisLink | undefined;
  /** This process among the nodes. */
  nodeId: string;
  secret: string;
  mailer: Mailer;
  late: LateHandles;
}

/** Handles composed after the features that need them (account deletion, !scene, the API). */
export interface LateHandles {
  widgets?: WidgetsHandle;
  scenes?: ScenesHandle;
  songs?: SongRequestsHandle;
  realtime?: RealtimeGateway;
  publicApi?: PublicApiHandle;
}

export type ChannelFeatures = Awaited<ReturnType<typeof composeChannel>>;

/**
 * The first step of buildApp's composition (then compose-displays.ts): the channel's access
 * policy, Kick's events, the stream stats and live readings, the Discord card, the viewer games,
 * the widgets' state, the bot and song requests.
 */
export async function composeChannel(c: AppComposition) {
  const { features, deps, links, connections, accounts, kick, spotify, discord, http } = c;
  const { emulator, redis, late } = c;
  const { app, bus } = features;
  // Chat commands' cooldowns no database row decides (built-ins, the games' shows).
  const sharedCooldowns = redis ? new RedisCooldowns(redis.client) : undefined;
  const spotifyConfig = deps.config.providers.spotify;
  // One access policy for a channel (its owner and current moderators), shared by every feature
  // that lets someone else act on it.
  const moderators = await registerModerators(features);
  // Set once every stage exists (compose-displays.ts); no webhook is accepted before buildApp
  // returns.
  const route: { pipeline: ChatPipeline } = {
    pipeline: { enter: (event) => bus.publish('kick.event', event), stages: [] },
  };
  const kickEvents = await registerKickEvents(features, {
    ...(kick ? { kickApi: kick.api } : {}),
    channelOfBroadcaster: async (id) => {
      const channel = await links.kickChannelOfBroadcaster(id);
      return channel ? { userId: channel.userId, username: channel.username } : null;
    },
    access: {
      broadcasterOf: async (userId) =>
        (await connections.find(userId, 'kick'))?.providerAccountId ?? null,
      tokenOf: (userId) => connections.accessToken(userId, 'kick'),
    },
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    // Every verified event enters the chat pipeline, composed below once its stages exist.
    publish: (event) => route.pipeline.enter(event),
  });
  // Viewers and Spotify are polled, only while something wants them (decision record 004).
  const spotifyToken = async (userId: string) => {
    let token: string | null;
    try {
      token = await connections.accessToken(userId, 'spotify');
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 419)
        throw new PollError('grant_dead', 'Spotify needs reconnecting');
      throw error;
    }
    // No token: not connected, or connected but dead (the streamer must reconnect).
    if (!token && (await connections.find(userId, 'spotify'))?.status === 'needs_reconnect')
      throw new PollError('grant_dead', 'Spotify needs reconnecting');
    return token;
  };
  // Stream stats (docs/stats.md): every live stream per minute, fed by the bus, the live poller's
  // readings and the bot's sends. Composed before them; the poller arrives through `late`.
  const liveLate: { channel?: (userId: string, broadcaster: number, maxAgeMs: number) => void } =
    {};
  const stats: StatsHandle = registerStats(features, {
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    watchChannel: (userId, broadcaster, maxAgeMs) =>
      liveLate.channel?.(userId, broadcaster, maxAgeMs),
    // The bot's echo is not the streamer's chat line (KICK_CHAT_SENDER=user); bound below.
    botLine: (line) => bound.bot?.ownLine(line) ?? false,
    ...(emulator
      ? { sampleOf: (broadcaster: number) => emulator.samples.playback(broadcaster) }
      : {}),
  });
  const live = registerLiveStats(features, {
    onReading: (reading) => stats.reading(reading),
    ...(deps.pollerTimers ? { timers: deps.pollerTimers } : {}),
    ...(kick ? { kick: { api: kick.api, appToken: () => kick.oauth.appToken() } } : {}),
    ...(spotify ? { spotify } : {}),
    spotifyTokens: {
      get: spotifyToken,
      refresh: async (userId) => {
        const rejected = await spotifyToken(userId);
        if (!rejected) return null;
        const fresh = await connections.accessTokenAfterRejection(userId, 'spotify', rejected);
        // A refresh that found the grant dead marked the connection: say so, not "not connected".
        if (!fresh && (await connections.find(userId, 'spotify'))?.status === 'needs_reconnect')
          throw new PollError('grant_dead', 'Spotify needs reconnecting');
        return fresh;
      },
    },
    broadcasterOf: async (userId) => {
      const id = (await connections.find(userId, 'kick'))?.providerAccountId;
      return id ? Number(id) : null;
    },
  });
  liveLate.channel = (userId, broadcaster, maxAgeMs) =>
    void live
      .channel(userId, broadcaster, maxAgeMs)
      .catch((error: unknown) =>
        app.log.warn({ err: error, userId }, 'stats: asking for the channel'),
      );
  // The Discord go-live card: posted, edited and finalized through the streamer's webhook.
  const discordLive = registerDiscordLive(features, {
    ...(discord ? { discord } : {}),
    webhookOf: async (userId) => {
      const row = await connections.find(userId, 'discord');
      if (!row || row.status !== 'connected' || !row.webhookId) return null;
      const token = connections.openSecret(row, 'webhook');
      return token ? { id: row.webhookId, token } : null;
    },
    webhookDeleted: async (userId, webhookId) => {
      const row = await connections.find(userId, 'discord');
      if (row?.webhookId === webhookId && row.status === 'connected')
        await connections.markNeedsReconnect(row, 'revoked', 'The Discord webhook was deleted');
    },
    channelName: async (userId) => (await links.kickChannelOfUser(userId))?.username ?? null,
    reading: async (userId) => {
      const channel = await links.kickChannelOfUser(userId);
      if (!channel) return null;
      const reading = await live.channel(userId, channel.broadcasterUserId, 30_000);
      return reading
        ? {
            live: reading.live,
            title: reading.title,
            category: reading.category,
            viewers: reading.viewers,
            thumbnail: reading.thumbnail ?? null,
            startedAt: reading.startedAt,
          }
        : null;
    },
    // The recap's numbers come from the stream stats; the viewer samples when they have none.
    streamStats: async (userId, startedAt) =>
      (await stats.recapOf(userId, startedAt)) ?? (await live.streamStats(userId)),
    languageOf: (userId) => links.languageOf(userId),
  });
  // The viewer games (counters, quotes, giveaways, polls) speak in chat through the bot, which
  // reaches them for their commands and {count name}: the bot is bound once it exists.
  const bound: { bot?: BotServices } = {};
  const games = registerGames(features, {
    // Queued in the bot's channel queue, not waited for: a slow Kick never holds up a page.
    say: async (userId, key, text) => void bound.bot?.say(userId, key, text, 'game'),
    followOf: async (userId, viewerId) => (await bound.bot?.followOf(userId, viewerId)) ?? null,
    commandTaken: async (userId, name) => (await bound.bot?.commandTaken(userId, name)) ?? false,
    categoryOf: async (userId) => {
      const channel = await links.kickChannelOfUser(userId);
      if (!channel) return null;
      return (await live.channel(userId, channel.broadcasterUserId, 60_000))?.category ?? null;
    },
    languageOf: (userId) => links.languageOf(userId),
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    accountName: async (userId) => (await accounts.me(userId)).username,
    ...(deps.gamesRandom ? { random: deps.gamesRandom } : {}),
    ...(sharedCooldowns ? { sharedCooldowns } : {}),
  });
  // What widgets want kept fresh: the song-request queue (song requests) and the games' values
  // (not polled: sent again to an overlay that connects) besides the polled live data.
  const widgetLive: WidgetLiveSource = {
    want: (kind, userId, until, options) => {
      if (kind === 'song-queue') {
        late.songs?.shown(userId, until);
        if (options?.replay)
          void late.songs
            ?.replay(userId)
            .catch((error: unknown) => app.log.warn({ err: error }, 'song queue replay'));
        return;
      }
      if (kind === 'games') {
        if (options?.replay)
          void games
            .replay(userId)
            .catch((error: unknown) =>
              app.log.warn({ err: error, userId }, 'games: replay failed'),
            );
        return;
      }
      live.want(kind, userId, until, options);
    },
  };
  // Widget state is made before the bot (its !top reads the leaderboards) and the gateway.
  const widgetStates = createWidgetStates(features, widgetLive);
  const bot = await registerBot(features, {
    links,
    leaderboards: widgetStates,
    live,
    ...(kick ? { kickApi: kick.api } : {}),
    subscriptionsOf: (userId) => kickEvents.subscriptionsOf(userId),
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    discordCardOf: (userId) => discordLive.statusOf(userId),
    onMessageSent: (channel, messageId, at) => stats.botSent(channel, messageId, at),
    songRequests: lateSongCommands(() => late.songs?.commands),
    games: games.chat,
    // !scene: the displays in OBS are the realtime feature's, registered just below.
    switchScene: async (ownerId, scene) =>
      late.realtime
        ? late.realtime.obs.switchScene(ownerId, scene)
        : { ok: false, reason: 'OBS control is starting.' },
    ...(redis
      ? {
          sharedChatPace: new RedisTokenBucket(redis.client),
          sharedChatters: new RedisChatters(redis.client),
          sharedCooldowns,
        }
      : {}),
  });
  bound.bot = bot;
  // Song requests: Kyo's queue, handed to Spotify one track at a time (docs/song-requests.md).
  const songs = wireSongRequests(features, {
    links,
    ...(spotifyConfig ? { spotify: new SpotifyPlayerApi(spotifyConfig, http) } : {}),
    spotifyGrant: async (userId) => {
      const row = await connections.find(userId, 'spotify');
      return { status: row?.status ?? 'missing', scope: row?.scope ?? '' };
    },
    followed: (ownerId, kickUserId) => bot.followed(ownerId, kickUserId),
    say: (ownerId, key, content) => bot.say(ownerId, key, content),
    wantPlayer: (ownerId, until) => live.want('now-playing', ownerId, until),
    nowPlaying: (ownerId) => live.song(ownerId),
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    nameOf: async (userId) => (await accounts.me(userId)).username,
    ...(deps.pollerTimers ? { timers: deps.pollerTimers } : {}),
  });
  late.songs = songs;
  return {
    route,
    moderators,
    kickEvents,
    stats,
    live,
    discordLive,
    games,
    widgetStates,
    bot,
    songs,
  };
}
