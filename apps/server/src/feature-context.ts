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

/**
 * What the app layer hands every feature module. Capabilities owned by another feature arrive as
 * functions (composed in app.ts), never as that feature's internals.
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
