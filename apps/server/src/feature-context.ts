import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config';
import type { Clock } from './platform/clock';
import type { Db } from './platform/db/database';
import type { EventBus } from './platform/bus/event-bus';
import type { RateLimiter } from './platform/rate-limit';
import type { Scheduler } from './platform/scheduler';
import type { AppEvents } from './app-events';

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
  /** The status of the user's Kick connection. */
  kickStatus(userId: string): Promise<'connected' | 'needs_reconnect' | 'missing'>;
}
