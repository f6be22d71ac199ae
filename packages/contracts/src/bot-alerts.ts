import { z } from 'zod';
import { ALERT_TYPES, ALERT_VARIABLES } from './templates';
import { kicksTiersSchema } from './kicks-tiers';
import { MESSAGE_MAX } from './limits';
import type { TextTemplate } from './messages';

/** The chat alerts (docs/bot.md, Chat alerts): their schemas, defaults and greeting cooldowns. */

/** A greeting's cooldown until the streamer changes it, and its largest value (1 hour). */
export const GREETING_COOLDOWN_DEFAULT = 60;
export const GREETING_COOLDOWN_MAX = 3600;

export const alertTypeSchema = z.enum(ALERT_TYPES, { error: 'Unknown alert type' });
export const chatAlertSchema = z.object({
  type: alertTypeSchema,
  enabled: z.boolean(),
  template: z.string(),
  variables: z.array(z.string()),
  /** Greetings only: at most one per this many seconds, so a raid does not flood the chat. */
  cooldownSeconds: z.number().int().nullable().default(null),
  /** Kicks alert only: thresholds with their own text (kicks-tiers.ts); [] for other alerts. */
  tiers: z.array(z.object({ atLeast: z.number().int(), template: z.string() })).default([]),
});
export type ChatAlert = z.infer<typeof chatAlertSchema>;
export const chatAlertInputSchema = z.strictObject({
  enabled: z.boolean().optional(),
  template: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`)
    .optional(),
  /** Greetings only (GREETING_ALERTS); another alert type answers 400 naming this field. */
  cooldownSeconds: z
    .number({ error: 'Cooldown must be a number of seconds' })
    .int('Cooldown must be a whole number of seconds')
    .min(0, 'Cooldown cannot be negative')
    .max(GREETING_COOLDOWN_MAX, `Cooldown can be at most ${GREETING_COOLDOWN_MAX} seconds`)
    .optional(),
  /** The Kicks alert's tiers, replacing the saved ones; refused for other alerts. */
  tiers: kicksTiersSchema.optional(),
});

/**
 * The chat alerts' texts until the streamer changes them, in English; the other languages' are
 * in the catalogue (messages/tr/chat.ts): `formatMessage(DEFAULT_ALERT_TEMPLATES[type], {},
 * language)` is the default in the account's language, its variables left for the alert.
 */
export const DEFAULT_ALERT_TEMPLATES = {
  follow: 'Thanks for the follow, {name}! Welcome aboard 💚',
  subscription: '{name} just subscribed! Thank you for the support!',
  resubscription: '{name} resubscribed for {months} months! Thank you!',
  gifted_subscriptions: '{gifter} gifted {count} subs to the community! You are amazing!',
  kicks_gifted: '{name} sent {amount} Kicks! Thank you!',
  stream_live: 'We are live: {title} ({category}). Grab a drink and say hi!',
  stream_offline: 'Stream is over after {uptime}. Thanks for hanging out!',
  first_chat: 'Welcome to the chat, {name}! Glad you are here 💚',
  first_chat_stream: 'Hey {name}, good to see you again!',
} as const satisfies Record<(typeof ALERT_TYPES)[number], TextTemplate>;
/** The variables each alert template may use (for the editor's hints and validation). */
export const alertVariables = (type: (typeof ALERT_TYPES)[number]) => ALERT_VARIABLES[type];
