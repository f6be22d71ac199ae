import { z } from 'zod';
import { endpoint } from './endpoint';
import { unknownVariables } from './templates';

/**
 * The Discord go-live card: one message per stream, posted through the streamer's incoming
 * webhook when the stream starts, edited while live, made into a recap (or deleted) when it ends.
 * The settings and the variables of its message are here; the message itself is built in
 * discord-card.ts (its words come from the catalogues), so the server posts exactly what the
 * settings page previews (docs/discord.md).
 */

export const DISCORD_CARD_VARIABLES = ['channel', 'title', 'category', 'url', 'viewers'] as const;
export const DISCORD_CARD_TEMPLATE_MAX = 500;
/** Kick's green (docs/platforms/discord.md B3: `color` is an integer). */
export const DISCORD_CARD_COLOR = 0x53fc18;

export const DISCORD_MENTIONS = ['none', 'here', 'everyone', 'role'] as const;
export const DISCORD_ON_END = ['recap', 'delete', 'leave'] as const;

const templateSchema = z
  .string({ error: 'Message is required' })
  .trim()
  .max(DISCORD_CARD_TEMPLATE_MAX, `Message must be at most ${DISCORD_CARD_TEMPLATE_MAX} characters`)
  .superRefine((value, ctx) => {
    const unknown = unknownVariables(value, DISCORD_CARD_VARIABLES);
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `Unknown variable: ${unknown.map((v) => `{${v}}`).join(', ')}`,
      });
  });

/** A Discord role id is a snowflake: digits only (docs/platforms/discord.md B2). */
const roleIdSchema = z
  .string({ error: 'Role ID must be digits only' })
  .trim()
  .regex(/^\d{17,20}$/, 'Role ID must be 17 to 20 digits');

const settingsFields = {
  enabled: z.boolean({ error: 'Must be true or false' }).default(false),
  template: templateSchema.default('{channel} is live on Kick: {title}'),
  mention: z
    .enum(DISCORD_MENTIONS, { error: 'Mention must be none, here, everyone or role' })
    .default('none'),
  roleId: roleIdSchema.nullable().default(null),
  showTitle: z.boolean({ error: 'Must be true or false' }).default(true),
  showCategory: z.boolean({ error: 'Must be true or false' }).default(true),
  showViewers: z.boolean({ error: 'Must be true or false' }).default(true),
  showThumbnail: z.boolean({ error: 'Must be true or false' }).default(true),
  /** Edit the card every 5 minutes while live (viewers, uptime, title, category). */
  liveUpdates: z.boolean({ error: 'Must be true or false' }).default(true),
  onEnd: z
    .enum(DISCORD_ON_END, { error: 'On end must be recap, delete or leave' })
    .default('recap'),
};

const roleNeedsId = (value: { mention: string; roleId: string | null }, ctx: z.RefinementCtx) => {
  if (value.mention === 'role' && !value.roleId)
    ctx.addIssue({ code: 'custom', path: ['roleId'], message: 'Enter the role ID to mention' });
};

/** What the settings form sends; a settings object from an older version parses with defaults. */
export const discordCardSettingsSchema = z.strictObject(settingsFields).superRefine(roleNeedsId);
export type DiscordCardSettings = z.output<typeof discordCardSettingsSchema>;
export type DiscordCardSettingsInput = z.input<typeof discordCardSettingsSchema>;
/** Stored settings: fields it does not know (a newer version's) are dropped, not refused. */
export const storedDiscordCardSettingsSchema = z.object(settingsFields);
export const DEFAULT_DISCORD_CARD_SETTINGS: DiscordCardSettings =
  storedDiscordCardSettingsSchema.parse({});

export const DISCORD_CARD_OUTCOMES = [
  'posted',
  'updated',
  'reconnected',
  'recap',
  'deleted',
  'left',
  'retrying',
  'failed',
] as const;
export type DiscordCardOutcome = (typeof DISCORD_CARD_OUTCOMES)[number];

/** The last thing the card did, for the status page. */
export const discordCardStatusSchema = z.object({
  outcome: z.enum(DISCORD_CARD_OUTCOMES),
  at: z.string(),
  /** Why it failed or is retrying (English; translated for the reader). */
  error: z.string().nullable(),
  live: z.boolean(),
  messageId: z.string().nullable(),
});
export type DiscordCardStatus = z.infer<typeof discordCardStatusSchema>;

export const discordCardAnswerSchema = z.object({
  settings: storedDiscordCardSettingsSchema,
  status: discordCardStatusSchema.nullable(),
  /** How long an ended stream may come back and keep its card (`DISCORD_CARD_GRACE_SECONDS`). */
  graceSeconds: z.number().int(),
});
export type DiscordCardAnswer = z.infer<typeof discordCardAnswerSchema>;

export const discordCardEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/discord/card',
    auth: 'user',
    response: discordCardAnswerSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/discord/card',
    auth: 'user',
    body: discordCardSettingsSchema,
    response: discordCardAnswerSchema,
  }),
  /** Posts the card as these settings would, with every ping stripped. */
  test: endpoint({
    method: 'POST',
    path: '/api/discord/card/test',
    auth: 'user',
    body: discordCardSettingsSchema,
    response: z.object({ message: z.string() }),
  }),
};
