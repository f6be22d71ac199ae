import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Language } from '@kyo/contracts';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import path from 'node:path';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './platform/clock';
import { installErrorHandler } from './platform/http/error-handler';
import { logRedactPaths, logSerializers } from './platform/log-redaction';
import { unauthorized } from './platform/http/http-error';
import { serveWebApp } from './platform/http/static-files';
import { webDistFolder } from './platform/paths';
import { healthRoutes } from './features/health/health.routes';
import { deriveKey } from './platform/crypto';
import { createOutboxMailer, createSmtpMailer } from './platform/mail';
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
import { DiscordClient } from './providers/discord/discord-client';
import type { ProviderHttpOptions } from './providers/http';
import { InProcessEventBus, type EventBus } from './platform/bus/event-bus';
import type { AppEvents } from './app-events';
import type {
  AccountDeletionHook,
  AccountLinks,
  ApiTokensPort,
  FeatureContext,
} from './feature-context';
import { RedisLink } from './platform/redis/redis-link';
import { RedisWindowCounter } from './platform/redis/redis-window-counter';
import { RedisChannel } from './platform/redis/redis-channel';
import { RedisLeaseStore } from './platform/redis/redis-leases';
import { Leases } from './platform/leases';
import { overlayEntryFor } from './features/widgets/widgets.module';
import { FEATURES } from './feature-list';
import { composeFeatures } from './platform/features/compose';
import { ChatPipeline } from './platform/features/chat-pipeline';
import { ChatCommandRegistry } from './platform/features/chat-commands';
import { registerModerators } from './features/moderators/moderators.module';
import type { AppDeps } from './app-deps';

export type { AppDeps } from './app-deps';
import { canonicalUrlOf, DEMO_LOCAL_PATHS, mountEmulator, onlyFromThisMachine } from './app-host';

/** What the app exposes to its tests and to main.ts besides the HTTP server. */
export interface AppServices {
  connections: ConnectionsService;
  accounts: AccountsService;
  scheduler: Scheduler;
  bus: EventBus<AppEvents>;
  clock: Clock;
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

  // What features registered later give the accounts: their displays closed on deletion, the
  // API tokens a password change may revoke.
  const deletionHooks: AccountDeletionHook[] = [];
  let apiTokens: ApiTokensPort | undefined;
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
    apiTokens: {
      countValid: async (userId) => (await apiTokens?.countValid(userId)) ?? 0,
      revokeAll: async (userId) => (await apiTokens?.revokeAll(userId)) ?? 0,
    },
    beforeDelete: async (userId) => {
      for (const provider of ['kick', 'spotify', 'discord'] as const)
        await oauth.disconnect(userId, provider);
      const after = await Promise.all(deletionHooks.map((hook) => hook(userId)));
      return () => after.forEach((done) => done());
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
  app.decorate('services', { connections, accounts, scheduler, bus, clock });

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
    // The user's row alone (not their connections): chat commands ask it for their replies.
    languageOf: async (userId) => {
      const user = await accountsRepo.findUserById(userId).catch(() => null);
      return (user?.language ?? 'en') as Language;
    },
    nameOf: async (userId) => (await accounts.me(userId)).username,
    accountOf: async (userId) => {
      const user = await accountsRepo.findUserById(userId);
      return user ? { id: user.id, username: user.username, email: user.email } : null;
    },
    connectionHealth: async (userId, provider) => {
      const row = await connections.find(userId, provider);
      if (!row) return { status: 'missing', reason: null };
      if (row.status === 'connected') return { status: 'connected', reason: null };
      return { status: 'needs_reconnect', reason: row.reconnectReason ?? 'refresh_failed' };
    },
  };
  const platform = {
    app,
    ...(redis
      ? {
          redis,
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
    nodeId,
  };
  // Channel access (owner or moderator), the one policy every feature asks: the moderators
  // feature, composed before the others.
  const moderators = await registerModerators(platform);
  app.decorate('canManage', (actorId: string, ownerId: string) =>
    moderators.canManage(actorId, ownerId),
  );
  const features: FeatureContext = {
    ...platform,
    access: moderators,
    accounts: links,
    sessions: { authenticate: (token) => accounts.authenticate(token) },
    connections,
    providers: {
      ...(kick ? { kick } : {}),
      ...(spotify ? { spotify } : {}),
      ...(discord ? { discord } : {}),
      http,
    },
    pipeline: new ChatPipeline(bus, (error) =>
      app.log.error({ err: error }, 'chat pipeline: a stage failed'),
    ),
    commands: new ChatCommandRegistry(),
    apiAreas: [],
    secret,
    mailer,
    ...(emulator ? { emulator } : {}),
    deps,
    onAccountDeletion: (hook) => void deletionHooks.push(hook),
    provideApiTokens: (tokens) => void (apiTokens = tokens),
  };
  // Every capability, in the list's order (feature-list.ts): its routes, stage, commands and jobs.
  await composeFeatures(FEATURES, features);

  await serveWebApp(app, {
    root: deps.webRoot ?? webDistFolder,
    htmlEntryFor: overlayEntryFor,
    canonicalUrl: (request) => canonicalUrlOf(request.headers.host, request.url, config.publicUrl),
  });

  return app;
}
