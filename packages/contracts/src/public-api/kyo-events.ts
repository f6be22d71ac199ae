import { z } from 'zod';
import { REDEMPTION_STATES } from '../rewards/api';
import { markerEventDataSchema, shoutoutEventDataSchema } from './moment-events';

/**
 * Kyo's own events, as the public API hands them on beside Kick's (docs/api.md): what Kyo did,
 * made once by the feature that did it (with kyo-event-builders.ts). Each id is stable (a retry or
 * a second node makes the same one), so a receiver deduplicates on it.
 */
export const KYO_API_EVENT_TYPES = [
  'moderation.action',
  'reward.redemption',
  'song.request',
  'stream.recap',
  'points.game',
  'points.prediction',
  'points.purchase',
  'marker.created',
  'shoutout.sent',
  'subathon.changed',
  'subathon.ended',
] as const;
export type KyoApiEventType = (typeof KYO_API_EVENT_TYPES)[number];

const viewerSchema = z.object({ id: z.number().nullable(), username: z.string() });

export const kyoEventDataSchemas = {
  /** A moderation rule matched a chat line (Kyo's moderation; `dry_run`: only logged). */
  'moderation.action': z.object({
    message_id: z.string(),
    viewer: viewerSchema,
    rule: z.string(),
    action: z.enum(['delete', 'warn', 'timeout', 'ban']),
    /** Minutes of a timeout; null otherwise. */
    minutes: z.number().nullable(),
    dry_run: z.boolean(),
  }),
  /**
   * What Kyo did with a channel-points redemption, once it settled: `waiting` (for a moderator),
   * `accepted`/`done` (its actions ran), `rejected`/`failed` (`outcome` says why; rejected ones
   * were refunded), `error` (Kick refused the decision), `external` (another app's reward).
   */
  'reward.redemption': z.object({
    redemption_id: z.string(),
    reward: z.object({
      /** Kyo's reward; null for one another app made. */
      id: z.string().nullable(),
      kick_reward_id: z.string(),
      title: z.string(),
      cost: z.number(),
    }),
    viewer: viewerSchema,
    user_input: z.string(),
    state: z.enum(REDEMPTION_STATES),
    outcome: z.string().nullable(),
  }),
  /** A song was requested and taken: into the queue, or waiting for a moderator's approval. */
  'song.request': z.object({
    request_id: z.string(),
    status: z.enum(['pending', 'queued']),
    source: z.enum(['chat', 'reward', 'dashboard']),
    requester: z.object({ id: z.string().nullable(), username: z.string() }),
    track: z.object({
      id: z.string(),
      title: z.string(),
      artists: z.string(),
      duration_ms: z.number(),
      url: z.string().nullable(),
    }),
    /** Its place in the queue, 1 first; null while it waits for approval. */
    position: z.number().nullable(),
  }),
  /** A stream ended: its numbers as the stats recorded them (the recap page has the rest). */
  'stream.recap': z.object({
    stream_id: z.string(),
    title: z.string().nullable(),
    category: z.string().nullable(),
    started_at: z.string(),
    ended_at: z.string(),
    duration_seconds: z.number(),
    peak_viewers: z.number(),
    average_viewers: z.number().nullable(),
    chatters: z.number(),
    messages: z.number(),
    follows: z.number(),
    /** New subs and renewals (the stats' one definition); gifted subs apart. */
    subs: z.number(),
    gifted_subs: z.number(),
    kicks: z.number(),
    /** The recap page in Kyo. */
    recap_url: z.string(),
  }),
  /** A points game's round (gamble, slots, duel): the bet, the draw's outcome and the payout. */
  'points.game': z.object({
    round_id: z.string(),
    game: z.enum(['gamble', 'slots', 'duel']),
    viewer: z.object({ username: z.string() }),
    /** A duel's other viewer (who accepted); null otherwise. */
    opponent: z.object({ username: z.string() }).nullable(),
    bet: z.number(),
    /** `win`, `lose`, slots' `push` (a pair: the bet back); a duel: the winner's username. */
    outcome: z.string(),
    /** Points paid back to the winner (0 when lost). */
    payout: z.number(),
    /** What was drawn: the source (`crypto.randomInt`) and the numbers. */
    draw: z.record(z.string(), z.unknown()),
  }),
  /** A prediction opened, locked, resolved (with its winning outcome) or cancelled (refunded). */
  'points.prediction': z.object({
    prediction_id: z.string(),
    state: z.enum(['open', 'locked', 'resolved', 'cancelled']),
    title: z.string(),
    outcomes: z.array(z.object({ title: z.string(), pool: z.number(), bettors: z.number() })),
    /** The winning outcome's number (1 first) once resolved; null otherwise. */
    winner: z.number().nullable(),
    locks_at: z.string(),
  }),
  /**
   * A points-store purchase settled: `done` (the item's actions ran) or `refunded` (one failed:
   * `reason`; the price went back to the viewer). One event per purchase.
   */
  'points.purchase': z.object({
    purchase_id: z.string(),
    item: z.object({ id: z.string().nullable(), name: z.string(), price: z.number() }),
    viewer: viewerSchema,
    user_input: z.string(),
    status: z.enum(['done', 'refunded']),
    reason: z.string().nullable(),
  }),
  /**
   * The subathon timer changed: started, paused, resumed, or time added or taken (`added`: by
   * whom and why; null for a start, a pause, a resume). `ends_at` is absolute (null while paused).
   */
  'subathon.changed': z.object({
    status: z.enum(['idle', 'running', 'paused', 'ended']),
    ends_at: z.string().nullable(),
    remaining_seconds: z.number(),
    cap_at: z.string().nullable(),
    version: z.number(),
    added: z.object({ seconds: z.number(), source: z.string(), name: z.string() }).nullable(),
    action: z.string(),
  }),
  /** The subathon timer ran out (once, whichever node saw it first). */
  'subathon.ended': z.object({
    started_at: z.string().nullable(),
    ended_at: z.string(),
    added_seconds: z.number(),
  }),
  /** A stream marker was set: by `!marker`, the Marker button, the API, or found by Kyo (`auto`). */
  'marker.created': markerEventDataSchema,
  /** A channel was shouted out: by `!so`, the auto list, the dashboard or the API. */
  'shoutout.sent': shoutoutEventDataSchema,
} satisfies Record<(typeof KYO_API_EVENT_TYPES)[number], z.ZodType>;
