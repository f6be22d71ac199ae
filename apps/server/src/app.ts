import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import path from 'node:path';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { isLoopbackAddress, isLoopbackHost, type Config } from './platform/config';
import type { Database } from './platform/db/database';
import { type Clock, systemClock } from './platform/clock';
import { installErrorHandler } from './platform/http/error-handler';
import { logRedactPaths, logSerializers } from './platform/log-redaction';
import { unauthorized } from './platform/http/http-error';
import { serveWebApp } from './platform/http/static-files';
import { webDistFolder } from './platform/paths';
import { healthRoutes } from './features/health/health.routes';
import { deriveKey } from './platform/crypto';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail';
import { RateLimiter } from './platform/rate-limit';
import { resolveAppSecret } from './platform/secrets';
import { AccessTokens } from './features/accounts/access-tokens';
import { AccountsRepo } from './features/accounts/accounts.repo';
import { users } from './features/accounts/accounts.schema';
import { schema } from './db-schema';
import { exportUserRows } from './platform/db/user-data';
import { AccountsService } from './features/accounts/accounts.service';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { ConnectionsRepo } from './features/connections/connections.repo';
import { ConnectionsService } from './features/connections/connections.service';
import { connectionsRoutes } from './features/connections/connections.routes';
import { OAuthService } from './features/connections/oauth.service';
import { TokenVault } from './features/connections/token-vault';
import { Scheduler } from './platform/scheduler';
import { KickApi } from './providers/kick/kick-api';
import { KickOAuth } from './providers/kick/kick-oauth';
import { KickRewardsApi } from './providers/kick/kick-rewards-api';
import { SpotifyClient } from './providers/spotify/spotify-client';
import { SpotifyPlayerApi } from './providers/spotify/spotify-player';
import { lateSongCommands, wireSongRequests } from './song-requests.wiring';
import type { SongRequestsHandle } from './features/song-requests/song-requests.module';
import type { WidgetLiveSource } from './ports';
import { DiscordClient } from './providers/discord/discord-client';
import type { ProviderHttpOptions } from './providers/http';
import {
  createEmulator,
  emulatorPlugin,
  type Emulator,
  type OAuthClientConfig,
} from '@kyo/emulator';
import { registerKickEvents } from './features/kick-events/kick-events.module';
import { InProcessEventBus, type EventBus } from './platform/bus/event-bus';
import type { AppEvents } from './app-events';
import type { AccountLinks, FeatureContext } from './feature-context';
import { registerBot } from './features/bot/bot.module';
import { registerLiveStats } from './features/live-stats/live-stats.module';
import { RedisLink } from './platform/redis/redis-link';
import { RedisWindowCounter } from './platform/redis/redis-window-counter';
import { RedisChannel } from './platform/redis/redis-channel';
import { RedisChatters } from './platform/redis/redis-chatters';
import { RedisTokenBucket } from './platform/redis/redis-token-bucket';
import { RedisOverlayStreams } from './platform/redis/redis-overlay-streams';
import { RedisLeaseStore } from './platform/redis/redis-leases';
import { Leases } from './platform/leases';
import type { Timers } from './platform/pollers/timers';
import { PollError } from './platform/pollers/poll-types';
import { HttpError } from './platform/http/http-error';
import {
  overlayEntryFor,
  registerWidgets,
  widgetsOverlayDirectory,
  createWidgetStates,
  type WidgetsHandle,
} from './features/widgets/widgets.module';
import { registerRealtime } from './features/realtime/realtime.module';
import { registerScenes, type ScenesHandle } from './features/scenes/scenes.module';
import { registerModerators } from './features/moderators/moderators.module';
import { registerDiscordLive } from './features/discord-live/discord-live.module';
import { registerStats, type StatsHandle } from './features/stats/stats.module';
import { registerMedia } from './features/media/media.module';
import { registerTts } from './features/tts/tts.module';
import type { TtsEngine } from './features/tts/tts-engine';
import { registerGames } from './features/games/games.module';
import type { BotServices } from './features/bot/bot.module';
import type { RandomSource } from '@kyo/contracts';
import { registerModeration } from './features/moderation/moderation.module';
import { RedisModeration } from './platform/redis/redis-moderation';
import { type ChatPipeline, composeChatPipeline } from './chat-pipeline';
import { registerRewards } from './features/rewards/rewards.module';
import type { RealtimeGateway } from './features/realtime/gateway';
import { composePublicApi } from './compose-public-api';
import type { WebhooksOutDeps } from './features/webhooks-out/webhooks-out.module';
import type { PublicApiHandle } from './features/public-api/public-api.module';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Fastify logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  /** Overrides the mailer chosen from the config (SMTP_URL, else the outbox). */
  mailer?: Mailer;
  /** Background jobs (token refresh, watchdogs). Off in tests, which run them by hand. */
  backgroundJobs?: boolean;
  /** The fetch used to reach the platforms (tests may route it). */
  fetch?: typeof fetch;
  /** The live-data pollers' timers (default: real); tests run hours of polling on a fake clock. */
  pollerTimers?: Timers;
  /** Replaces the text-to-speech engine TTS_ENGINE names (tests; null: none). */
  ttsEngine?: TtsEngine | null;
  /** The giveaways' draw randomness (default: node:crypto); tests seed it. */
  gamesRandom?: RandomSource;
  /** Waits tests shorten or lengthen: a scene switch's answer, a batch of reward decisions. */
  tuning?: { obsTimeoutMs?: number; decisionLingerMs?: number };
  /** Outgoing webhooks: how names resolve and how a POST is made (tests stand in for both). */
  webhooks?: Pick<WebhooksOutDeps, 'resolve' | 'post'>;
}

/** What the app exposes to its tests and to main.ts besides the HTTP server. */
export interface AppServices {
  connections: ConnectionsService;
  accounts: AccountsService;
  scheduler: Scheduler;
  bus: EventBus<AppEvents>;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Default API body cap. Routes that need more (uploads) raise it explicitly. */
const API_BODY_LIMIT = 64 * 1024;

/** The app layer: builds the HTTP server and composes every feature's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? {
      level: deps.config.LOG_LEVEL,
      serializers: logSerializers,
      redact: { paths: logRedactPaths, censor: '[redacted]' },
    },
    bodyLimit: API_BODY_LIMIT,
    trustProxy: deps.config.TRUST_PROXY,
    return503OnClosing: true,
  });
  // A connection still busy at close (a webhook caught in the moment of closing, answered 503
  // while its body was unread, lingered ~70 s in Node's server) must not hold the shutdown: after
  // half of SHUTDOWN_TIMEOUT_MS it is cut, so the database still closes cleanly in time.
  app.addHook('preClose', (done) => {
    const grace = setTimeout(
      () => app.server.closeAllConnections(),
      deps.config.SHUTDOWN_TIMEOUT_MS / 2,
    );
    grace.unref();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and animation libraries inject <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Avatars, emotes and alert media come from provider CDNs and user-chosen URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        mediaSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // OBS and the provider popups load our pages cross-origin; COEP would block their media.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: deps.config.mode === 'production',
  });

  await app.register(cookie);
  // API answers carry tokens and personal data: no browser or proxy may keep a copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    return payload;
  });

  const { config, database } = deps;
  const secret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const outbox = createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), app.log);
  const mailer =
    deps.mailer ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : outbox);
  // With REDIS_URL, what several nodes must agree on goes through Redis (docs/deployment.md).
  const redis = config.REDIS_URL ? new RedisLink(config.REDIS_URL, app.log) : undefined;
  /** This process among the nodes (leases, the cluster channel, overlay health). */
  const nodeId = randomUUID();
  if (redis) {
    await redis.start();
    app.addHook('onClose', () => redis.close());
  }
  const limiter = new RateLimiter(
    clock,
    config.RATE_LIMIT_FACTOR,
    redis ? new RedisWindowCounter(redis.client) : undefined,
    (error) => app.log.warn({ err: error }, 'rate limit: Redis unavailable, counting on this node'),
  );
  const bus = new InProcessEventBus<AppEvents>((topic, error) =>
    app.log.error({ err: error, topic }, 'event handler failed'),
  );

  const http: ProviderHttpOptions = {
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  };
  const { kick: kickConfig, spotify: spotifyConfig, discord: discordConfig } = config.providers;
  const kick = kickConfig
    ? {
        oauth: new KickOAuth(kickConfig, http),
        api: new KickApi(kickConfig.apiUrl, http),
        rewards: new KickRewardsApi(kickConfig.apiUrl, http),
      }
    : undefined;
  const spotify = spotifyConfig ? new SpotifyClient(spotifyConfig, http) : undefined;
  const discord = discordConfig ? new DiscordClient(discordConfig, http) : undefined;

  const vault = new TokenVault(deriveKey(secret, 'provider-tokens'));
  const connectionsRepo = new ConnectionsRepo(database.db);
  const connections = new ConnectionsService({
    repo: connectionsRepo,
    vault,
    clock,
    refreshers: {
      ...(kick ? { kick: (token: string) => kick.oauth.refresh(token) } : {}),
      ...(spotify ? { spotify: (token: string) => spotify.refresh(token) } : {}),
    },
    log: app.log,
    requestedScopes: { kick: kickConfig?.scopes },
    onNeedsReconnect: (event) => bus.publish('connection.needs_reconnect', event),
    onConnected: (event) => bus.publish('connection.connected', event),
    onRemoved: (event) => bus.publish('connection.removed', event),
    ...(redis ? { renewedElsewhereWaitMs: 1_000 } : {}),
  });
  const oauth = new OAuthService({
    repo: connectionsRepo,
    connections,
    vault,
    clock,
    kick,
    spotify,
    discord,
  });

  // Composed below; account deletion reaches the widgets through it.
  const late: {
    widgets?: WidgetsHandle;
    scenes?: ScenesHandle;
    songs?: SongRequestsHandle;
    realtime?: RealtimeGateway;
    publicApi?: PublicApiHandle;
  } = {};
  const accountsRepo = new AccountsRepo(database.db);
  const accounts = new AccountsService({
    repo: accountsRepo,
    tokens: new AccessTokens(deriveKey(secret, 'access-token'), () => clock.now()),
    mailer,
    clock,
    publicUrl: config.publicUrl,
    connectionsOf: (userId) => connections.connectionsOf(userId),
    kickUsernameOf: (userId) => connections.kickUsernameOf(userId),
    onMailError: (error) => app.log.error({ err: error }, 'sending mail failed'),
    onSessionsEnded: (ended) => bus.publish('session.ended', ended),
    beforeDelete: async (userId) => {
      for (const provider of ['kick', 'spotify', 'discord'] as const)
        await oauth.disconnect(userId, provider);
      return (await late.widgets?.prepareAccountDeletion(userId)) ?? (() => undefined);
    },
    exportRows: (userId) => exportUserRows(database.db, schema, users, userId),
  });

  app.decorate('authenticate', async (request) => {
    const header = request.headers.authorization;
    if (header && !header.startsWith('Bearer ')) throw unauthorized('Use a Bearer token');
    return accounts.authenticate(header?.slice(7).trim());
  });

  if (config.mode === 'demo') onlyFromThisMachine(app, DEMO_LOCAL_PATHS);
  const emulator = config.emulatorUrl ? await mountEmulator(app, config) : undefined;

  healthRoutes(app, {
    database: deps.database,
    mode: deps.config.mode,
    mailOutbox: deps.config.mode === 'demo' && mailer === outbox,
    ...(redis ? { redis: () => redis.status, leases: () => leases.held() } : {}),
    startedAt: clock.now(),
    now: () => clock.now(),
  });

  accountsRoutes(app, {
    service: accounts,
    limiter,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  if (config.mode === 'demo' && mailer === outbox) outboxRoutes(app, { list: () => outbox.list() });
  connectionsRoutes(app, {
    oauth,
    limiter,
    meOf: (userId) => accounts.me(userId),
    providers: (['kick', 'spotify', 'discord'] as const).map((provider) => ({
      provider,
      configured: Boolean(config.providers[provider]),
      emulated: Boolean(config.providers[provider]?.emulated),
    })),
    emulatorUrl: config.emulatorUrl,
  });

  // Background work for the whole service runs on one node at a time (decision record 015).
  const leases = new Leases(
    redis ? new RedisLeaseStore(redis.client) : undefined,
    nodeId,
    () => Date.now(),
    { ttlMs: config.LEASE_TTL_MS, renewMs: Math.round(config.LEASE_TTL_MS / 5) },
    (error) => app.log.warn({ err: error }, 'leases: Redis unavailable, this node runs every job'),
  );
  const scheduler = new Scheduler(leases);
  const onJobError = (name: string, error: unknown) =>
    app.log.error({ err: error, job: name }, 'background job failed');
  if (deps.backgroundJobs) {
    scheduler.every(
      'token-refresh',
      60_000,
      async () => void (await connections.refreshDue()),
      onJobError,
      { oneNode: true },
    );
  }
  app.addHook('onClose', async () => {
    scheduler.stop();
    await leases.stop();
    await accounts.idle();
    await bus.drain();
  });
  app.decorate('services', { connections, accounts, scheduler, bus });

  const kickRef = (
    row: { userId: string; providerAccountId: string; username: string } | undefined,
  ) =>
    row
      ? {
          userId: row.userId,
          broadcasterUserId: Number(row.providerAccountId),
          username: row.username,
        }
      : null;
  const links: AccountLinks = {
    kickChannelOfBroadcaster: async (id) =>
      kickRef(await connections.findByAccount('kick', String(id))),
    kickChannelOfUser: async (userId) => kickRef(await connections.find(userId, 'kick')),
    accessToken: (userId, provider) => connections.accessToken(userId, provider),
    accessTokenAfterRejection: (userId, provider, rejected) =>
      connections.accessTokenAfterRejection(userId, provider, rejected),
    rejectedAfterRefresh: (userId, provider, token) =>
      connections.rejectedAfterRefresh(userId, provider, token),
    withAccessToken: (userId, provider, call) =>
      connections.withAccessToken(userId, provider, call),
    kickStatus: async (userId) => (await connections.find(userId, 'kick'))?.status ?? 'missing',
    languageOf: async (userId) => (await accounts.me(userId).catch(() => null))?.language ?? 'en',
    connectionHealth: async (userId, provider) => {
      const row = await connections.find(userId, provider);
      if (!row) return { status: 'missing', reason: null };
      if (row.status === 'connected') return { status: 'connected', reason: null };
      return { status: 'needs_reconnect', reason: row.reconnectReason ?? 'refresh_failed' };
    },
  };
  const features: FeatureContext = {
    app,
    ...(redis
      ? {
          clusterChannel: (name: string) => new RedisChannel(redis, `kyo:${name}`, nodeId, app.log),
        }
      : {}),
    config,
    db: database.db,
    clock,
    bus,
    limiter,
    scheduler,
    leases,
    backgroundJobs: Boolean(deps.backgroundJobs),
    onJobError,
  };
  // One access policy for a channel (its owner and current moderators), shared by every feature
  // that lets someone else act on it.
  const moderators = await registerModerators(features);
  // Set once every stage exists (below); no webhook is accepted before buildApp returns.
  let pipeline: ChatPipeline = {
    enter: (event) => bus.publish('kick.event', event),
    stages: [],
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
    publish: (event) => pipeline.enter(event),
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
  });
  // What widgets want kept fresh: the song-request queue (song requests) and the games' values
  // (not polled: sent again to an overlay that connects) besides the polled live data.
  const widgetLive: WidgetLiveSource = {
    want: (kind, userId, until, options) => {
      if (kind === 'song-queue') {
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
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    nameOf: async (userId) => (await accounts.me(userId)).username,
    ...(deps.pollerTimers ? { timers: deps.pollerTimers } : {}),
  });
  late.songs = songs;
  // Realtime first, with the widgets feature as its directory; the widgets feature then
  // publishes through it. Neither reaches into the other.
  const widgetDirectory = widgetsOverlayDirectory(database.db, widgetStates);
  const realtime = await registerRealtime(features, {
    ...(deps.tuning?.obsTimeoutMs ? { obsTimeoutMs: deps.tuning.obsTimeoutMs } : {}),
    directory: {
      ...widgetDirectory,
      sceneByKey: async (key) => (late.scenes ? late.scenes.sceneByKey(key) : null),
      sceneById: async (id) => (late.scenes ? late.scenes.sceneById(id) : null),
    },
    authenticateToken: (token) => accounts.authenticate(token),
    // The public API's event WebSocket (composed below, once the areas' features exist).
    eventsAuth: {
      authenticate: async (token, owner) => {
        if (!late.publicApi) throw unauthorized('The API is starting');
        return late.publicApi.authenticateEvents(token, owner);
      },
    },
    ...(redis
      ? {
          cluster: {
            channel: new RedisChannel(redis, 'kyo:realtime', nodeId, app.log),
            streams: (limits) =>
              new RedisOverlayStreams(redis.client, {
                capacity: limits.replayEvents,
                maxAgeMs: limits.replayMaxAgeMs,
              }),
          },
        }
      : {}),
  });
  late.realtime = realtime;
  late.widgets = await registerWidgets(features, {
    links,
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    realtime,
    states: widgetStates,
  });
  const widgets = late.widgets;
  const moderation = await registerModeration(features, {
    ...(kick ? { kickApi: kick.api } : {}),
    withKickToken: (ownerId, call) => connections.withAccessToken(ownerId, 'kick', call),
    kickConnection: async (ownerId) => {
      const row = await connections.find(ownerId, 'kick');
      const scopes = row?.scope.split(/\s+/).filter(Boolean) ?? [];
      return {
        status: row ? (row.status === 'connected' ? 'connected' : 'needs_reconnect') : 'missing',
        // A grant saved without its scopes says nothing about them: try, and let Kick answer.
        scopes: scopes.length > 0 ? scopes : null,
      };
    },
    languageOf: (ownerId) => links.languageOf(ownerId),
    say: (channel, key, content) => bot.sayIn(channel, key, content),
    reportProblem: (ownerId, message) => bot.recordError(ownerId, 'moderation', message),
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    ...(redis
      ? {
          shared: new RedisModeration(redis.client),
          sharedPace: new RedisTokenBucket(redis.client),
        }
      : {}),
  });
  // The path of every chat line, in one place (chat-pipeline.ts): moderation first, then the
  // bus topic 'kick.event' and its consumers.
  pipeline = composeChatPipeline(
    bus,
    [{ name: 'moderation', screen: (event) => moderation.screen(event) }],
    [
      { name: 'bot', onEvent: (event) => bot.onEvent(event) },
      {
        name: 'widgets',
        onEvent: (event) => widgets.onKickEvent(event),
        onChatDeleted: (event) => widgets.onChatDeleted(event),
      },
      { name: 'live-stats', onEvent: (event) => live.onKickEvent(event) },
      { name: 'discord-live', onEvent: (event) => discordLive.onKickEvent(event) },
      { name: 'stats', onEvent: (event) => stats.onKickEvent(event) },
      { name: 'games', onEvent: (event) => games.onKickEvent(event) },
      // The public API's events (outgoing webhooks, the event WebSocket), composed below.
      { name: 'public-api', onEvent: (event) => late.publicApi?.onKickEvent(event) },
    ],
    (error) => app.log.error({ err: error }, 'chat pipeline: a stage failed'),
  );
  late.scenes = registerScenes(features, {
    realtime,
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    widgetGrants: (owner, ids, connect) => widgetDirectory.widgetGrants(owner, ids, connect),
    languageOf: (userId) => links.languageOf(userId),
  });
  // A display's key (a widget's or a scene's) reaches only its owner's media and speech.
  const widgetsHandle = late.widgets;
  const scenesHandle = late.scenes;
  const ownerOfKey = async (key: string) =>
    (await widgetsHandle.widgetByKey(key))?.ownerId ?? (await scenesHandle.ownerOfKey(key));
  registerMedia(features, {
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    ownerOfKey,
  });
  const tts = registerTts(features, {
    ...(deps.ttsEngine !== undefined ? { engine: deps.ttsEngine } : {}),
    displayWidget: async (key, widgetId) => {
      const widget = await widgetsHandle.widgetByKey(key);
      if (widget) return widgetId && widgetId !== widget.id ? null : widget;
      const owner = widgetId ? await scenesHandle.ownerOfKey(key) : null;
      const layer = owner && widgetId ? await widgetsHandle.widgetOfOwner(owner, widgetId) : null;
      return owner && layer ? { ownerId: owner, settings: layer.settings } : null;
    },
  });
  // Kicks messages pass the moderation rules' banned words (a message that says one is left off
  // the alert, which still shows), then are spoken (alert-events.ts).
  widgetsHandle.setAlertHooks({
    filterMessage: (ownerId, message) =>
      moderation.saysBannedWord(ownerId, message) ? null : message,
    withSpeech: (ownerId, event) => tts.withSpeech(ownerId, event),
  });

  // Each redemption counts once in the stream stats, in the outcome it ends in (a redemption is
  // announced once per state it settles in: waiting, then its outcome).
  const COUNTED_REDEMPTIONS = new Set(['accepted', 'rejected', 'done', 'failed', 'external']);
  bus.subscribe('reward.redemption', async (event) => {
    if (!COUNTED_REDEMPTIONS.has(event.state)) return;
    const channel = await links.kickChannelOfUser(event.ownerId).catch(() => null);
    if (channel) stats.redemption(event.ownerId, channel.broadcasterUserId, event.at);
  });
  // Channel points: Kyo's rewards and what their redemptions do (chat, overlays, OBS).
  registerRewards(features, {
    ...(kick ? { api: kick.rewards } : {}),
    ...(deps.tuning?.decisionLingerMs !== undefined
      ? { decisionLingerMs: deps.tuning.decisionLingerMs }
      : {}),
    access: {
      withToken: (ownerId, call) => connections.withAccessToken(ownerId, 'kick', call),
      kickStatus: (ownerId) => links.kickStatus(ownerId),
      grantedScopes: async (ownerId) => {
        const scope = (await connections.find(ownerId, 'kick'))?.scope ?? '';
        const scopes = scope.split(/\s+/).filter(Boolean);
        return scopes.length > 0 ? scopes : null;
      },
    },
    actions: {
      say: (ownerId, key, content) => app.bot.say(ownerId, key, content),
      showOnOverlays: async (ownerId, event) => {
        realtime.publishToUser(ownerId, event);
        // Counted over every node: the browser sources of the owner's widgets that show it.
        const ids = await widgetDirectory.widgetIdsOf(ownerId);
        const grants = await widgetDirectory.widgetGrants(ownerId, ids, false);
        return grants
          .filter((grant) => grant.accepts.includes(event.kind))
          .reduce((sum, grant) => sum + realtime.health(grant.widgetId).connections, 0);
      },
      switchScene: (ownerId, scene) => realtime.obs.switchScene(ownerId, scene),
      // Song requests and the viewer games as reward actions (issues 34 and 36).
      requestSong: async (ownerId, viewer, text) => {
        if (!late.songs) return { ok: false, reply: 'Song requests are starting' };
        // A redeemer is a viewer: the song requests' rules for rewards apply to them.
        return late.songs.requestSong(ownerId, { ...viewer, role: 'everyone', badges: [] }, text);
      },
      addToCounter: (ownerId, name, amount, key) => games.addToCounter(ownerId, name, amount, key),
      enterGiveaway: (ownerId, viewer) => games.enterGiveaway(ownerId, viewer),
    },
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    nameOf: async (userId) =>
      (await accounts.me(userId).catch(() => null))?.username ?? 'a moderator',
    obsDisplays: (ownerId) => realtime.obs.displays(ownerId),
  });

  late.publicApi = composePublicApi(features, {
    links,
    moderators,
    widgets: late.widgets,
    bot: bot.routes,
    stats,
    songs,
    moderation,
    realtime,
    appSecret: secret,
    accountOf: async (userId) => (await accountsRepo.findUserById(userId)) ?? null,
    mailer,
    ...(deps.webhooks ? { webhooks: deps.webhooks } : {}),
  });

  await serveWebApp(app, {
    root: deps.webRoot ?? webDistFolder,
    htmlEntryFor: overlayEntryFor,
    canonicalUrl: (request) => canonicalUrlOf(request.headers.host, request.url, config.publicUrl),
  });

  return app;
}

/**
 * A page opened on this machine at another address than PUBLIC_URL (127.0.0.1 or [::1] for
 * localhost, or the other way round) goes to PUBLIC_URL first: the browser keeps the session per origin, and OAuth
 * popups come back to PUBLIC_URL, so a second origin would split the app in two. Only loopback
 * hosts are redirected: a Host header from outside never chooses where anyone is sent.
 */
export function canonicalUrlOf(
  host: string | undefined,
  url: string,
  publicUrl: string,
): string | null {
  if (!host) return null;
  const target = new URL(publicUrl);
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  // The same name on another port is a proxy or a tunnel in front: not ours to change.
  if (hostname === target.hostname.toLowerCase()) return null;
  if (!isLoopbackHost(hostname)) return null;
  return `${target.origin}${url}`;
}

/**
 * Demo pages that act on everyone's data (the mail outbox holds password-reset links; the emulator's
 * control page and API mint and revoke tokens and play the outside world) answer only to this
 * machine, whatever HOST is: to anyone else they do not exist (404).
 */
const DEMO_LOCAL_PATHS = [
  /^\/api\/demo\//,
  /^\/emulator\/?(\?|$)/,
  /^\/emulator\/control(\/|\?|$)/,
];

function onlyFromThisMachine(app: FastifyInstance, paths: RegExp[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isLoopbackAddress(request.ip) || !paths.some((p) => p.test(request.url))) return;
    await reply.status(404).send({
      error: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}

/**
 * Demo mode: the built-in emulator stands in for every platform without credentials, mounted on
 * this server under /emulator, with the same client ids and redirect URIs as the adapters use.
 * Its state (accounts, tokens, subscriptions) persists in the data folder, so the tokens the app
 * holds stay valid across restarts.
 */
async function mountEmulator(app: FastifyInstance, config: Config): Promise<Emulator> {
  const webhookUrl = `${config.publicUrl}/api/kick/webhook`;
  const client = (provider: 'kick' | 'spotify' | 'discord'): OAuthClientConfig[] => {
    const p = config.providers[provider];
    if (!p?.emulated) return [];
    return [
      {
        clientId: p.clientId,
        clientSecret: p.clientSecret,
        redirectUris: [p.redirectUri],
        name: 'Kyo',
        ...(provider === 'kick' ? { webhookUrl } : {}),
      },
    ];
  };
  const emulator = createEmulator({
    publicUrl: config.emulatorUrl!,
    kickWebhookUrl: webhookUrl,
    clients: { kick: client('kick'), spotify: client('spotify'), discord: client('discord') },
    stateFile: path.join(config.DATA_DIR, 'emulator-state.json'),
  });
  await app.register(emulatorPlugin, { prefix: '/emulator', emulator });
  return emulator;
}
