import { z } from 'zod';
import { connectionProblemSchema } from './user';
import { endpoint } from './endpoint';
import { ACCOUNT_LIMITS, MESSAGE_MAX } from './limits';
import { subscriptionStateSchema } from './connections';
import { discordCardStatusSchema } from './discord-live';
import { COMMAND_VARIABLES, TIMER_VARIABLES, unknownVariables } from './templates';
import { alertTypeSchema, chatAlertInputSchema, chatAlertSchema } from './bot-alerts';
import { BOT_CHANGES_KEPT, botChangeSchema } from './bot-changes';
import { chatPartSchema } from './widgets/events';

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

const templateSchema = (allowed: readonly string[], label = 'Response') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MESSAGE_MAX, `${label} must be at most ${MESSAGE_MAX} characters`)
    .superRefine((value, ctx) => {
      const unknown = unknownVariables(value, allowed);
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown variable: ${unknown.map((v) => `{${v}}`).join(', ')}`,
        });
    });

const seconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds` })
    .int(`${label} must be whole seconds`)
    .min(0, `${label} cannot be negative`)
    .max(86_400, `${label} can be at most a day`);

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
  globalCooldownSeconds: seconds('Global cooldown'),
  userCooldownSeconds: seconds('User cooldown'),
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

export const timerSchema = z.object({
  id: z.string(),
  name: z.string(),
  messages: z.array(z.string()),
  intervalMinutes: z.number().int(),
  minChatLines: z.number().int(),
  liveOnly: z.boolean(),
  enabled: z.boolean(),
  nextRunAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Timer = z.infer<typeof timerSchema>;

const timerFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name must be at most 60 characters'),
  messages: z
    .array(templateSchema(TIMER_VARIABLES, 'Message'))
    .min(1, 'Add at least one message')
    .max(ACCOUNT_LIMITS.messagesPerTimer, `At most ${ACCOUNT_LIMITS.messagesPerTimer} messages`),
  intervalMinutes: z
    .number({ error: 'Interval must be a number of minutes' })
    .int('Interval must be whole minutes')
    .min(1, 'Interval must be at least 1 minute')
    .max(1440, 'Interval can be at most 24 hours'),
  /** Chat lines since the timer's last message; 0 posts on time even in a silent chat. */
  minChatLines: z
    .number({ error: 'Chat lines must be a number' })
    .int('Chat lines must be a whole number')
    .min(0, 'Chat lines cannot be negative')
    .max(1000, 'Chat lines can be at most 1000'),
  liveOnly: z.boolean(),
  enabled: z.boolean(),
};

export const timerInputSchema = z.strictObject({
  ...timerFields,
  intervalMinutes: timerFields.intervalMinutes.default(15),
  minChatLines: timerFields.minChatLines.default(5),
  liveOnly: timerFields.liveOnly.default(true),
  enabled: timerFields.enabled.default(true),
});
export type TimerInput = z.input<typeof timerInputSchema>;
/** Without defaults (see `commandFields`). */
export const timerPatchSchema = z.strictObject(timerFields).partial();

export const BUILTIN_COMMANDS = [
  'commands',
  'uptime',
  'song',
  'top',
  'followage',
  'topkicks',
  'scene',
] as const;
/** The built-ins only the channel's moderators may use (`!commands` does not offer them). */
export const MODERATOR_BUILTINS: readonly (typeof BUILTIN_COMMANDS)[number][] = ['scene'];
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
export const LIVE_COMMANDS = ['title', 'game'] as const;
/** Triggers a custom command or alias may not take. */
export const RESERVED_TRIGGERS: readonly string[] = [
  ...BUILTIN_COMMANDS,
  ...MOD_COMMANDS,
  ...SONG_REQUEST_COMMANDS,
  ...SONG_REQUEST_ALIASES,
  ...GAME_COMMANDS,
  ...LIVE_COMMANDS,
];
export const botSettingsSchema = z.object({
  enabled: z.boolean(),
  builtins: z.object({
    commands: z.boolean(),
    uptime: z.boolean(),
    song: z.boolean(),
    top: z.boolean(),
    followage: z.boolean(),
    topkicks: z.boolean(),
    scene: z.boolean(),
  }),
});
export type BotSettings = z.infer<typeof botSettingsSchema>;
/**
 * Settings only the channel's owner may change: a moderator sending one gets a 403 naming it
 * (docs/moderators.md). Every other setting is the moderators' as much as the owner's.
 */
export const OWNER_ONLY_BOT_SETTINGS = ['enabled'] as const;
export const botSettingsInputSchema = z.strictObject({
  enabled: z.boolean().optional(),
  builtins: z
    .strictObject({
      commands: z.boolean(),
      uptime: z.boolean(),
      song: z.boolean(),
      top: z.boolean(),
      followage: z.boolean(),
      topkicks: z.boolean(),
      scene: z.boolean(),
    })
    .partial()
    .optional(),
});

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

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
/**
 * Whose bot: the caller's own without `owner`, or that of a channel the caller moderates
 * (docs/moderators.md); any other channel is a 403.
 */
export const botChannelQuerySchema = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const channel = { query: botChannelQuerySchema };

export const botEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/bot/settings',
    auth: 'user',
    ...channel,
    response: botSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/bot/settings',
    auth: 'user',
    ...channel,
    body: botSettingsInputSchema,
    response: botSettingsSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/bot/status',
    auth: 'user',
    ...channel,
    response: botStatusSchema,
  }),

  listCommands: endpoint({
    method: 'GET',
    path: '/api/bot/commands',
    auth: 'user',
    ...channel,
    response: z.object({ commands: z.array(commandSchema) }),
  }),
  createCommand: endpoint({
    method: 'POST',
    path: '/api/bot/commands',
    auth: 'user',
    ...channel,
    body: commandInputSchema,
    response: commandSchema,
    status: 201,
  }),
  updateCommand: endpoint({
    method: 'PATCH',
    path: '/api/bot/commands/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    body: commandPatchSchema,
    response: commandSchema,
  }),
  deleteCommand: endpoint({
    method: 'DELETE',
    path: '/api/bot/commands/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),
  playground: endpoint({
    method: 'POST',
    path: '/api/bot/playground',
    auth: 'user',
    ...channel,
    body: playgroundInputSchema,
    response: playgroundResultSchema,
  }),

  listTimers: endpoint({
    method: 'GET',
    path: '/api/bot/timers',
    auth: 'user',
    ...channel,
    response: z.object({ timers: z.array(timerSchema) }),
  }),
  createTimer: endpoint({
    method: 'POST',
    path: '/api/bot/timers',
    auth: 'user',
    ...channel,
    body: timerInputSchema,
    response: timerSchema,
    status: 201,
  }),
  updateTimer: endpoint({
    method: 'PATCH',
    path: '/api/bot/timers/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    body: timerPatchSchema,
    response: timerSchema,
  }),
  deleteTimer: endpoint({
    method: 'DELETE',
    path: '/api/bot/timers/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),

  listAlerts: endpoint({
    method: 'GET',
    path: '/api/bot/alerts',
    auth: 'user',
    ...channel,
    response: z.object({ alerts: z.array(chatAlertSchema) }),
  }),
  updateAlert: endpoint({
    method: 'PUT',
    path: '/api/bot/alerts/:type',
    auth: 'user',
    ...channel,
    params: z.object({ type: alertTypeSchema }),
    body: chatAlertInputSchema,
    response: chatAlertSchema,
  }),

  /** Who changed what in the channel's bot, newest first. */
  changes: endpoint({
    method: 'GET',
    path: '/api/bot/changes',
    auth: 'user',
    query: botChannelQuerySchema.extend({
      limit: z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(BOT_CHANGES_KEPT, `limit can be at most ${BOT_CHANGES_KEPT}`)
        .default(20),
    }),
    response: z.object({ changes: z.array(botChangeSchema) }),
  }),
};
