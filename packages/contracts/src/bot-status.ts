/**
 * What the bot's status page shows: its settings, the connections it runs on, what it heard and
 * said lately and why a command line got no answer, the audience Kyo sees, the live data polled
 * for the channel and the Discord card's last outcome.
 */
import { z } from 'zod';
import { botSettingsSchema } from './bot-settings';
import { subscriptionStateSchema } from './connections';
import { discordCardStatusSchema } from './discord-live';
import { connectionProblemSchema } from './user';
import { chatPartSchema } from './widgets/events';

/**
 * Why a command line got no answer, for the playground and the status page: the bot's own rules
 * (`cooldown`: bots stay silent inside a cooldown), or a built-in that needs something the
 * streamer has not set up (`no_leaderboard`: !top without a chat leaderboard widget).
 */
export const SILENCE_REASONS = [
  'no_command',
  'disabled',
  'permission',
  'cooldown',
  'live_only',
  'bot_disabled',
  'no_leaderboard',
] as const;
export const silenceReasonSchema = z.enum(SILENCE_REASONS);
export type SilenceReason = z.infer<typeof silenceReasonSchema>;

export const botEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  summary: z.string(),
  /** A chat line's text and emotes (the status page shows emotes, not `[emote:id:name]`). */
  parts: z.array(chatPartSchema).optional(),
  /** A command line the bot did not answer: why. */
  note: silenceReasonSchema.optional(),
  receivedAt: z.string(),
});
export type BotEvent = z.infer<typeof botEventSchema>;
export const sentMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  source: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const botErrorSchema = z.object({
  id: z.string(),
  source: z.string(),
  message: z.string(),
  at: z.string(),
});

export const botStatusSchema = z.object({
  settings: botSettingsSchema,
  kick: z.object({
    connected: z.boolean(),
    status: z.enum(['connected', 'needs_reconnect', 'missing']),
    reconnectReason: connectionProblemSchema,
    username: z.string().nullable(),
    live: z.boolean().nullable(),
  }),
  /** Spotify feeds {song} and !song. */
  spotify: z.object({
    status: z.enum(['connected', 'needs_reconnect', 'missing']),
    reconnectReason: connectionProblemSchema,
  }),
  subscriptions: z.array(subscriptionStateSchema),
  subscriptionsCheckedAt: z.string().nullable(),
  counters: z.object({
    eventsReceived: z.number().int(),
    messagesSent: z.number().int(),
    messagesFailed: z.number().int(),
  }),
  recentEvents: z.array(botEventSchema),
  recentMessages: z.array(sentMessageSchema),
  recentErrors: z.array(botErrorSchema),
  /**
   * Who is around, as Kyo sees it from chat and follow events (Kick has no viewer list and no
   * follower count): distinct chatters in the last 5 and 10 minutes, and the follows recorded.
   */
  audience: z
    .object({
      activeChatters5m: z.number().int(),
      activeChatters10m: z.number().int(),
      followsSeen: z.number().int(),
      followsSince: z.string().nullable(),
    })
    .default({ activeChatters5m: 0, activeChatters10m: 0, followsSeen: 0, followsSince: null }),
  /**
   * The live data polled for this channel (viewers, Spotify), while something wants it: how it
   * goes, when it last answered, when it asks next, and how many calls the last hour cost.
   */
  live: z
    .array(
      z.object({
        kind: z.enum(['viewers', 'now-playing']),
        status: z.string(),
        lastSuccessAt: z.string().nullable(),
        lastError: z.string().nullable(),
        nextPollAt: z.string().nullable(),
        callsLastHour: z.number().int(),
      }),
    )
    .default([]),
  /** The Discord go-live card's last outcome (null: it never ran). */
  discordCard: discordCardStatusSchema.nullish(),
});
export type BotStatus = z.infer<typeof botStatusSchema>;
export type LivePollHealth = BotStatus['live'][number];
