/**
 * The bot's custom commands: who may use one (roles), its trigger and aliases (never a built-in's
 * or another feature's chat command), its responses and cooldowns, and the playground that tries
 * a chat line against them.
 */
import { z } from 'zod';
import { POINTS_COMMANDS } from './points';
import { STORE_COMMANDS } from './points-store';
import { BUILTIN_COMMANDS } from './bot-settings';
import { silenceReasonSchema } from './bot-status';
import { secondsSchema, templateSchema } from './bot-text';
import { ACCOUNT_LIMITS, MESSAGE_MAX } from './limits';
import { COMMAND_VARIABLES } from './templates';

export const ROLES = ['everyone', 'subscriber', 'vip', 'moderator', 'broadcaster'] as const;
export const roleSchema = z.enum(ROLES, {
  error: 'Role must be everyone, subscriber, vip, moderator or broadcaster',
});
export type Role = z.infer<typeof roleSchema>;

/** A command trigger without its `!`: lower-case letters, digits and underscores. */
export const triggerSchema = z
  .string({ error: 'Trigger is required' })
  .trim()
  .transform((value) => value.replace(/^!/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Trigger is required')
      .max(30, 'Trigger must be at most 30 characters')
      .regex(/^[a-z0-9_]+$/, 'Use letters, digits and underscores only'),
  );

export const commandSchema = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  responses: z.array(z.string()),
  responseMode: z.enum(['random', 'ordered']),
  permission: roleSchema,
  globalCooldownSeconds: z.number().int(),
  userCooldownSeconds: z.number().int(),
  enabled: z.boolean(),
  replyToMessage: z.boolean(),
  liveOnly: z.boolean(),
  usageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Command = z.infer<typeof commandSchema>;

/**
 * The editable fields of a command, without defaults: the create schema adds the defaults, the
 * patch schema makes every field optional. (A `.partial()` of the create schema would fill the
 * defaults back in, so a PATCH of `{ enabled: false }` would reset the cooldowns.)
 */
const commandFields = {
  name: triggerSchema,
  aliases: z
    .array(triggerSchema)
    .max(ACCOUNT_LIMITS.aliasesPerCommand, `At most ${ACCOUNT_LIMITS.aliasesPerCommand} aliases`),
  responses: z
    .array(templateSchema(COMMAND_VARIABLES))
    .min(1, 'Add at least one response')
    .max(
      ACCOUNT_LIMITS.responsesPerCommand,
      `At most ${ACCOUNT_LIMITS.responsesPerCommand} responses`,
    ),
  responseMode: z.enum(['random', 'ordered']),
  permission: roleSchema,
  globalCooldownSeconds: secondsSchema('Global cooldown'),
  userCooldownSeconds: secondsSchema('User cooldown'),
  enabled: z.boolean(),
  replyToMessage: z.boolean(),
  liveOnly: z.boolean(),
};

export const commandInputSchema = z.strictObject({
  ...commandFields,
  aliases: commandFields.aliases.default([]),
  responseMode: commandFields.responseMode.default('random'),
  permission: commandFields.permission.default('everyone'),
  globalCooldownSeconds: commandFields.globalCooldownSeconds.default(5),
  userCooldownSeconds: commandFields.userCooldownSeconds.default(0),
  enabled: commandFields.enabled.default(true),
  replyToMessage: commandFields.replyToMessage.default(false),
  liveOnly: commandFields.liveOnly.default(false),
});
export type CommandInput = z.input<typeof commandInputSchema>;
export const commandPatchSchema = z.strictObject(commandFields).partial();
export type CommandPatch = z.input<typeof commandPatchSchema>;

/** Chat commands moderators use to manage commands (`!addcom !name response`). */
export const MOD_COMMANDS = ['addcom', 'editcom', 'delcom'] as const;
/**
 * Song requests' chat commands (docs/song-requests.md): on while song requests are on. A custom
 * command of one of these names made before they existed stays the streamer's.
 */
export const SONG_REQUEST_COMMANDS = [
  'sr',
  'wrongsong',
  'queue',
  'when',
  'skip',
  'srclear',
  'voteskip',
] as const;
/** Other names of `!sr` and `!queue`. */
export const SONG_REQUEST_ALIASES = ['songrequest', 'songqueue'] as const;
/** Chat commands of the viewer games (docs/bot.md: quotes and polls). */
export const GAME_COMMANDS = ['quote', 'vote'] as const;
/** The live cockpit's chat commands (docs/live.md): anyone reads, moderators change. */
export const LIVE_COMMANDS = ['title', 'game', 'category'] as const;
/** Triggers a custom command or alias may not take. */
/** `!so`, `!shoutout` and `!marker` (docs/shoutouts-markers.md). */
export const MOMENT_COMMANDS = ['so', 'shoutout', 'marker'] as const;
export const RESERVED_TRIGGERS: readonly string[] = [
  ...BUILTIN_COMMANDS,
  ...MOD_COMMANDS,
  ...SONG_REQUEST_COMMANDS,
  ...SONG_REQUEST_ALIASES,
  ...GAME_COMMANDS,
  ...LIVE_COMMANDS,
  ...MOMENT_COMMANDS,
  ...POINTS_COMMANDS,
  ...STORE_COMMANDS,
  /** The subathon timer's controls (docs/subathon.md). */
  'subathon',
];
export const playgroundInputSchema = z.strictObject({
  line: z.string({ error: 'Type a chat line' }).min(1, 'Type a chat line').max(MESSAGE_MAX),
  role: roleSchema.default('everyone'),
  username: z.string().trim().min(1).max(30).default('viewer'),
  /** Try an unsaved command draft instead of the saved commands. */
  draft: commandInputSchema.optional(),
});
export const playgroundResultSchema = z.object({
  matched: z.string().nullable(),
  reply: z.string().nullable(),
  /** Why there is no reply, when there is none. */
  reason: silenceReasonSchema.nullable(),
  variables: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type PlaygroundResult = z.infer<typeof playgroundResultSchema>;
