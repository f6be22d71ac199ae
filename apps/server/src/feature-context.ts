import type { ConnectionProblem, Language } from '@kyo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config';
import type { Clock } from './platform/clock';
import type { Db } from './platform/db/database';
import type { EventBus } from './platform/bus/event-bus';
import type { RateLimiter } from './platform/rate-limit';
import type { Scheduler } from './platform/scheduler';
import type { AppEvents } from './app-events';
import type { ClusterChannel } from './platform/redis/redis-channel';
import type { Leases } from './platform/leases';
import type { RedisLink } from './platform/redis/redis-link';
import type { Mailer } from './platform/mail';
import type { ChatPipeline } from './platform/features/chat-pipeline';
import type { ChatCommandRegistry } from './platform/features/chat-commands';
import type { ApiAreaRoutes } from './platform/http/api-area';
import type { ConnectionsService } from './features/connections/connections.service';
import type { KickApi } from './providers/kick/kick-api';
import type { KickOAuth } from './providers/kick/kick-oauth';
import type { KickRewardsApi } from './providers/kick/kick-rewards-api';
import type { SpotifyClient } from './providers/spotify/spotify-client';
import type { DiscordClient } from './providers/discord/discord-client';
import type { ProviderHttpOptions } from './providers/http';
import type { Emulator } from '@kyo/emulator';
import type { AppDeps } from './app-deps';

/**
 * What the app layer hands every feature (its manifest's `register`, src/feature-list.ts): the
 * platform, the shared channel services (who may act on a channel, the connected accounts, the
 * chat pipeline and the chat commands' registry) and the platform clients. Another feature's
 * capabilities arrive by name through `use` (platform/features/feature.ts), never its internals.
 */
export interface FeatureContext {
  app: FastifyInstance;
  config: Config;
  db: Db;
  clock: Clock;
  bus: EventBus<AppEvents>;
  limiter: RateLimiter;
  scheduler: Scheduler;
  /** Whether background jobs (timers, watchdogs) run; tests drive them by hand. */
  backgroundJobs: boolean;
  onJobError: (name: string, error: unknown) => void;
  /** Service-wide work on one node at a time (always held on one node, or while Redis is away). */
  leases: Leases;
  /** Several nodes (Redis): a named channel to the other nodes, for what they must hear. */
  clusterChannel?: (name: string) => ClusterChannel;
  /** Several nodes: the Redis connection, for the shared state a manifest declares. */
  redis?: RedisLink;
  /** This process among the nodes. */
  nodeId: string;
  /** Who may act on a channel: its owner or a current moderator (the moderators feature). */
  access: ChannelAccess;
  /** The connected accounts: channels, tokens, names and languages. */
  accounts: AccountLinks;
  /** A dashboard's sign-in session from its access token (a 401 HttpError when it is not one). */
  sessions: {
    authenticate(token: string | undefined): Promise<{ userId: string; sessionId: string }>;
  };
  /** The connections themselves (a Discord webhook's secret, a grant's scopes). */
  connections: ConnectionsService;
  /** The platforms' clients; absent when a platform is not configured. */
  providers: Providers;
  /** Where every verified Kick event goes (sealed with the manifests' stages). */
  pipeline: ChatPipeline;
  /** Every feature's chat commands (the bot's engine reads it). */
  commands: ChatCommandRegistry;
  /** The public API's areas the features registered so far declared (the public-api feature). */
  apiAreas: ApiAreaRoutes[];
  /** The app secret (signing, the API's keys). */
  secret: string;
  mailer: Mailer;
  /** Demo mode: the built-in platform emulator (its sample streams). */
  emulator?: Emulator;
  /** What tests and main.ts replaced (timers, engines, randomness, waits). */
  deps: AppDeps;
  /**
   * Work to do when an account is deleted, before its rows go (a feature tells its displays):
   * answers what to do once the rows are gone.
   */
  onAccountDeletion(hook: AccountDeletionHook): void;
  /** The personal access tokens, for a password change (the public-api feature gives them). */
  provideApiTokens(tokens: ApiTokensPort): void;
}

/** An account's personal access tokens, as a password change sees them. */
export interface ApiTokensPort {
  countValid(userId: string): Promise<number>;
  revokeAll(userId: string): Promise<number>;
}

export type AccountDeletionHook = (userId: string) => Promise<() => void>;

/** The channel access policy: its owner and its current moderators (the moderators feature). */
export interface ChannelAccess {
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  /** The channels `moderatorId` moderates. */
  channelsOf(moderatorId: string): Promise<Array<{ id: string; username: string }>>;
  /** The accounts that moderate the channel of `ownerId` now (their ids). */
  moderatorsOf(ownerId: string): Promise<string[]>;
}

export interface Providers {
  kick?: { oauth: KickOAuth; api: KickApi; rewards: KickRewardsApi };
  spotify?: SpotifyClient;
  discord?: DiscordClient;
  http: ProviderHttpOptions;
}

/** A connected Kick channel, as the connections feature reports it. */
export interface KickChannelRef {
  userId: string;
  broadcasterUserId: number;
  username: string;
}

/** Cross-feature capabilities about connected accounts (implemented by the connections feature). */
export interface AccountLinks {
  /** The Kyo user whose connected Kick channel this is, if any. */
  kickChannelOfBroadcaster(broadcasterUserId: number): Promise<KickChannelRef | null>;
  kickChannelOfUser(userId: string): Promise<KickChannelRef | null>;
  /** A valid access token (refreshed if needed), or null when not connected / needs reconnect. */
  accessToken(userId: string, provider: 'kick' | 'spotify'): Promise<string | null>;
  /**
   * The platform answered 401 to `rejected`: a refreshed token (one forced refresh, whatever the
   * stored expiry), or null when the grant is dead (then marked 'needs reconnect' at once).
   */
  accessTokenAfterRejection(
    userId: string,
    provider: 'kick' | 'spotify',
    rejected: string,
  ): Promise<string | null>;
  /** The token a forced refresh just gave was refused as well: the grant is marked dead. */
  rejectedAfterRefresh(userId: string, provider: 'kick' | 'spotify', token: string): Promise<void>;
  /** Calls a platform with the user's token; on a 401 one forced refresh and one retry. */
  withAccessToken<T>(
    userId: string,
    provider: 'kick' | 'spotify',
    call: (token: string) => Promise<T>,
  ): Promise<{ value: T } | null>;
  /** The status of the user's Kick connection. */
  kickStatus(userId: string): Promise<'connected' | 'needs_reconnect' | 'missing'>;
  /** The account's language (its mails, the bot's default texts). */
  languageOf(userId: string): Promise<Language>;
  /** The account's Kyo username (a 404 HttpError when the account is gone). */
  nameOf(userId: string): Promise<string>;
  /** The account's name and e-mail, or null when it is gone. */
  accountOf(userId: string): Promise<{ id: string; username: string; email: string } | null>;
  /** The state of any of the user's connections, with why it needs a reconnect. */
  connectionHealth(
    userId: string,
    provider: 'kick' | 'spotify' | 'discord',
  ): Promise<ConnectionHealth>;
}

export interface ConnectionHealth {
  status: 'connected' | 'needs_reconnect' | 'missing';
  reason: ConnectionProblem;
}
