import type { FastifyServerOptions } from 'fastify';
import type { RandomSource } from '@kyo/contracts';
import type { Config } from './platform/config';
import type { Database } from './platform/db/database';
import type { Clock } from './platform/clock';
import type { ProviderFetch } from './providers/transport';
import type { Mailer } from './platform/mail';
import type { Timers } from './platform/pollers/timers';
import type { TtsEngine } from './features/tts/tts-engine';
import type { Poster } from './features/webhooks-out/dispatcher';
import type { Resolver } from './features/webhooks-out/ssrf-guard';

/** What buildApp (app.ts) is built from: the configuration, the database, and what tests replace. */
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
  fetch?: ProviderFetch;
  /** The live-data pollers' timers (default: real); tests run hours of polling on a fake clock. */
  pollerTimers?: Timers;
  /** Replaces the text-to-speech engine TTS_ENGINE names (tests; null: none). */
  ttsEngine?: TtsEngine | null;
  /** The giveaways' draw randomness (default: node:crypto); tests seed it. */
  gamesRandom?: RandomSource;
  /** The points games' draws (gamble, slots, duel; default: node:crypto); tests script them. */
  pointsRandom?: RandomSource;
  /** Waits tests shorten or lengthen: a scene switch's answer, a batch of reward decisions. */
  tuning?: { obsTimeoutMs?: number; decisionLingerMs?: number };
  /**
   * Demo: which channel plays a sample stream, when the emulator is not mounted in this app (tests
   * drive the external emulator's Kick and say what plays).
   */
  samples?: {
    playback(broadcasterUserId: number): { from: number; minutes: number; scale: number } | null;
  };
  /** Outgoing webhooks: how names resolve and how a POST is made (tests stand in for both). */
  webhooks?: { resolve?: Resolver; post?: Poster };
}
