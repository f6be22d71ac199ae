import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  MODERATION_ACTIONS,
  MODERATION_RULES,
  escalationSchema,
  exemptionsSchema,
  minutesSchema,
  moderationRuleIdSchema,
  moderationSettingsSchema,
} from './rules';

/**
 * The moderation API (docs/bot.md, Moderation). Like the bot's, every endpoint acts on the
 * caller's own channel, or with `?owner=` on one they moderate (403 for any other).
 */
const channelQuery = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});

/** What a rule change may name; `settings` is checked with the rule's own schema. */
export const ruleUpdateSchema = z.strictObject({
  enabled: z.boolean().optional(),
  dryRun: z.boolean().optional(),
  action: z
    .enum(MODERATION_ACTIONS, { error: 'Action must be delete, warn, timeout or ban' })
    .optional(),
  timeoutMinutes: minutesSchema.optional(),
  exempt: exemptionsSchema.optional(),
  settings: z.record(z.string(), z.unknown(), { error: 'Settings must be an object' }).optional(),
});
export type RuleUpdate = z.input<typeof ruleUpdateSchema>;

/** Why Kyo could not do what a rule asked (the log and the page explain each). */
export const MODERATION_PROBLEMS = [
  /** Kick is not connected, or needs a reconnect. */
  'not_connected',
  /** The connection was made before Kyo asked for the moderation scopes. */
  'missing_scope',
  /** Kick answered 403: the account may not moderate this channel. */
  'forbidden',
  /** Kick answered 429 on every try. */
  'rate_limited',
  /** Kick answered 5xx, or did not answer, on every try. */
  'unavailable',
  /** Kick answered 404: the message was already gone, or the viewer unknown. */
  'not_found',
  /** Kick refused the call as malformed (400). */
  'rejected',
  /** Too many actions for this channel at once: this one was skipped, not queued. */
  'busy',
  /** The node carrying it out stopped, and it was too old when another node took it up. */
  'expired',
  /** Something failed on our side (the details are in the server log). */
  'error',
] as const;
export type ModerationProblem = (typeof MODERATION_PROBLEMS)[number];

export const moderationLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  viewer: z.object({ id: z.number().nullable(), name: z.string() }),
  rule: z.enum(MODERATION_RULES),
  /** The start of the line (emotes by name), at most 100 characters. */
  excerpt: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  /** Minutes of a timeout; null otherwise. */
  minutes: z.number().nullable(),
  /** Only logged (the rule is in dry run): nothing was done. */
  dryRun: z.boolean(),
  /**
   * pending: Kick's calls are under way; done: Kick did it; failed: see `problem`; logged: a dry
   * run; undone: the timeout or ban was lifted.
   */
  outcome: z.enum(['pending', 'done', 'failed', 'logged', 'undone']),
  problem: z.enum(MODERATION_PROBLEMS).nullable(),
  /** The HTTP status of Kick's last answer (204 for a deletion, 200 for a ban, 403…). */
  httpStatus: z.number().nullable(),
  /**
   * Whether the warning was posted in chat (the warn action, and the one line of a copy-paste
   * raid that carries the raid's notice; else null).
   */
  warned: z.boolean().nullable(),
  /**
   * The warning (or raid notice) was held back, not posted: the channel had one within
   * `escalation.warningEverySeconds`. The line was deleted and the hit counted all the same.
   */
  warningHeld: z.boolean(),
  /** A timeout or ban that Kick applied and nobody lifted yet. */
  undoable: z.boolean(),
  undoneAt: z.string().nullable(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/**
 * Links a chat command of another capability carries legitimately (song requests' `!sr` with a
 * Spotify link): the Links rule lets them through after that command while `on` (the capability
 * is on for the channel). The block list still wins.
 */
export const commandLinksSchema = z.object({
  /** The capability: `song-requests`. */
  feature: z.string(),
  /** The command and its aliases, without `!`. */
  commands: z.array(z.string()),
  /** The sites, as the allow list writes them (`open.spotify.com`). */
  sites: z.array(z.string()),
  on: z.boolean(),
});
export type CommandLinks = z.infer<typeof commandLinksSchema>;

export const moderationViewSchema = moderationSettingsSchema.extend({
  /** The warning used while `escalation.warning` is null (the account's language). */
  defaultWarning: z.string(),
  /** Links other capabilities' commands carry, which the Links rule lets through. */
  commandLinks: z.array(commandLinksSchema),
  kick: z.object({
    status: z.enum(['connected', 'needs_reconnect', 'missing']),
    /** Scopes moderation needs that the connection lacks: reconnecting Kick grants them. */
    missingScopes: z.array(z.string()),
  }),
});
export type ModerationView = z.infer<typeof moderationViewSchema>;

export const moderationLogQuerySchema = channelQuery.extend({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
  /** An entry id: the entries older than it (the next page). */
  before: z.uuid({ error: 'before must be an entry id' }).optional(),
});

export const moderationEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/moderation',
    auth: 'user',
    query: channelQuery,
    response: moderationViewSchema,
  }),
  updateRule: endpoint({
    method: 'PATCH',
    path: '/api/moderation/rules/:rule',
    auth: 'user',
    params: z.object({ rule: moderationRuleIdSchema }),
    query: channelQuery,
    body: ruleUpdateSchema,
    response: moderationViewSchema,
  }),
  updateEscalation: endpoint({
    method: 'PUT',
    path: '/api/moderation/escalation',
    auth: 'user',
    query: channelQuery,
    body: escalationSchema,
    response: moderationViewSchema,
  }),
  log: endpoint({
    method: 'GET',
    path: '/api/moderation/log',
    auth: 'user',
    query: moderationLogQuerySchema,
    response: z.object({
      entries: z.array(moderationLogEntrySchema),
      /** Pass as `before` for older entries; null at the end. */
      next: z.string().nullable(),
    }),
  }),
  undo: endpoint({
    method: 'POST',
    path: '/api/moderation/log/:id/undo',
    auth: 'user',
    params: z.object({ id: z.uuid({ error: 'id must be a valid id' }) }),
    query: channelQuery,
    response: moderationLogEntrySchema,
  }),
} as const;
