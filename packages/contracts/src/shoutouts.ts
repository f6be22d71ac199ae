import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Shoutouts (docs/shoutouts-markers.md): `!so @channel` names another Kick channel in chat (its
 * last category and title, whether it is live, its link), the Shoutout widget shows its card, and
 * channels on the auto list are shouted out on their first line of a stream.
 */
export const SHOUTOUT_COMMANDS = ['so', 'shoutout'] as const;

export const SHOUTOUT_LIMITS = {
  autoChannels: 25,
  cooldownMin: 10,
  cooldownMax: 3600,
  cardMin: 3,
  cardMax: 60,
} as const;

/** A Kick channel as typed: `@Name` or `name`, or a kick.com link; lower case, at most 25 characters. */
export const kickSlugSchema = z
  .string({ error: 'Name a Kick channel' })
  .trim()
  .transform((value) =>
    value
      .replace(/^https?:\/\/(www\.)?kick\.com\//i, '')
      .replace(/^@/, '')
      .replace(/\/.*$/, '')
      .toLowerCase(),
  )
  .pipe(
    z
      .string()
      .min(1, { error: 'Name a Kick channel' })
      .max(25, { error: 'A Kick channel name is at most 25 characters' })
      .regex(/^[a-z0-9_-]+$/, {
        error: 'A Kick channel name has letters, digits, - and _ only',
      }),
  );

export const shoutoutSettingsSchema = z.object({
  /** `!so` answers in chat. */
  command: z.boolean(),
  /** The same channel is shouted out again only after this many seconds (every node). */
  cooldownSeconds: z.number().int(),
  /** Channels shouted out on their first chat line of a stream (once per stream). */
  autoEnabled: z.boolean(),
  autoChannels: z.array(z.string()),
});
export type ShoutoutSettings = z.infer<typeof shoutoutSettingsSchema>;

export const DEFAULT_SHOUTOUT_SETTINGS: ShoutoutSettings = {
  command: true,
  cooldownSeconds: 120,
  autoEnabled: false,
  autoChannels: [],
};

export const shoutoutSettingsInputSchema = z.strictObject({
  command: z.boolean({ error: 'On or off' }).optional(),
  cooldownSeconds: z
    .number({ error: 'Cooldown must be a number' })
    .int({ error: 'Cooldown must be a whole number' })
    .min(SHOUTOUT_LIMITS.cooldownMin, {
      error: `Cooldown is at least ${SHOUTOUT_LIMITS.cooldownMin} seconds`,
    })
    .max(SHOUTOUT_LIMITS.cooldownMax, {
      error: `Cooldown is at most ${SHOUTOUT_LIMITS.cooldownMax} seconds`,
    })
    .optional(),
  autoEnabled: z.boolean({ error: 'On or off' }).optional(),
  autoChannels: z
    .array(kickSlugSchema)
    .max(SHOUTOUT_LIMITS.autoChannels, {
      error: `At most ${SHOUTOUT_LIMITS.autoChannels} channels`,
    })
    .transform((list) => [...new Set(list)])
    .optional(),
});
export type ShoutoutSettingsInput = z.infer<typeof shoutoutSettingsInputSchema>;

/** The channel shouted out, as Kick described it at that moment. */
export const shoutoutTargetSchema = z.object({
  slug: z.string(),
  broadcasterUserId: z.number().int(),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  category: z.string().nullable(),
  title: z.string().nullable(),
  live: z.boolean(),
  url: z.string(),
});
export type ShoutoutTarget = z.infer<typeof shoutoutTargetSchema>;

export const SHOUTOUT_SOURCES = ['chat', 'auto', 'dashboard', 'api'] as const;
export type ShoutoutSource = (typeof SHOUTOUT_SOURCES)[number];

export const shoutoutSchema = z.object({
  id: z.uuid(),
  target: shoutoutTargetSchema,
  source: z.enum(SHOUTOUT_SOURCES),
  /** Who asked (a chatter's or a Kyo account's name); null for the auto list. */
  by: z.string().nullable(),
  at: z.string(),
});
export type Shoutout = z.infer<typeof shoutoutSchema>;

export const shoutoutInputSchema = z.strictObject({ channel: kickSlugSchema });

const channelQuery = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});

/** The dashboard's routes (the /live page's Shoutouts card). */
export const shoutoutEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/shoutouts/settings',
    auth: 'user',
    query: channelQuery,
    response: shoutoutSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/shoutouts/settings',
    auth: 'user',
    query: channelQuery,
    body: shoutoutSettingsInputSchema,
    response: shoutoutSettingsSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/shoutouts',
    auth: 'user',
    query: channelQuery,
    response: z.object({ shoutouts: z.array(shoutoutSchema) }),
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/shoutouts',
    auth: 'user',
    query: channelQuery,
    body: shoutoutInputSchema,
    response: shoutoutSchema,
    status: 201,
  }),
};
