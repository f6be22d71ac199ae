import { z } from 'zod';
import { MESSAGE_MAX } from '../limits';
import { unknownVariables } from '../templates';
import type { TextTemplate } from '../messages';

/**
 * Chat moderation (docs/bot.md, Moderation): the rules a channel turns on, what each does on a
 * hit, who is exempt, and the escalation ladder. The server runs them on every chat line before
 * any other consumer sees it; the web page edits them with these same schemas.
 */

/** Every rule, in the order a line is checked: the first rule that acts on it wins. */
export const MODERATION_RULES = [
  'banned_words',
  'links',
  'copy_paste',
  'flood',
  'long_message',
  'emote_spam',
  'caps',
  'symbols',
  'repetition',
] as const;
export type ModerationRuleId = (typeof MODERATION_RULES)[number];
export const moderationRuleIdSchema = z.enum(MODERATION_RULES, { error: 'Unknown rule' });

/**
 * delete: the line goes. warn: the escalation ladder (first hit a warning and the line deleted,
 * later hits within the decay window time the viewer out, step by step). timeout: a fixed
 * timeout. ban: a permanent ban. Every action deletes the line.
 */
export const MODERATION_ACTIONS = ['delete', 'warn', 'timeout', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_LIMITS = {
  /** Banned words and phrases per channel, and characters per term. */
  terms: 1000,
  termLength: 200,
  /** Regular expressions among the terms (each one costs every chat line a little). */
  expressions: 50,
  /** Domains in each of the link allow and block lists. */
  domains: 200,
  domainLength: 200,
  /** Names exempt from one rule. Kick usernames are at most 25 characters. */
  names: 200,
  nameLength: 25,
  /** Timeout steps of the ladder; Kick's timeouts are whole minutes, 1 to 10,080 (7 days). */
  steps: 5,
  timeoutMinutes: 10_080,
  /** Log entries kept per channel, and for how long. */
  logEntries: 5_000,
  logDays: 30,
} as const;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const minutesSchema = whole('Minutes', 1, MODERATION_LIMITS.timeoutMinutes);

// `overwrite`, not `transform`: the same schemas serialize answers (a transform cannot encode).
const nameSchema = z
  .string()
  .trim()
  .overwrite((value) => value.replace(/^@/, ''))
  .min(1, 'A name cannot be empty')
  .max(
    MODERATION_LIMITS.nameLength,
    `A Kick name has at most ${MODERATION_LIMITS.nameLength} characters`,
  )
  .regex(/^[A-Za-z0-9_]+$/, 'A Kick name has letters, digits and underscores only');

/** Who a rule leaves alone. The broadcaster, moderators and Kick bot accounts always. */
export const exemptionsSchema = z.strictObject({
  vip: z.boolean().default(true),
  og: z.boolean().default(false),
  founder: z.boolean().default(false),
  /** Subscribers of at least this many months; null: subscribers are checked like anyone. */
  subscriberMonths: whole('Months', 1, 120).nullable().default(null),
  /** Kick names (without @), any case. */
  users: z
    .array(nameSchema)
    .max(MODERATION_LIMITS.names, `At most ${MODERATION_LIMITS.names} names`)
    .default([]),
});
export type Exemptions = z.infer<typeof exemptionsSchema>;

/** A host, maybe with a path, and `*.` for any subdomain: `*.youtube.com`, `kick.com/kyo`. */
const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .overwrite((value) => value.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
  .min(1, 'A domain cannot be empty')
  .max(MODERATION_LIMITS.domainLength, `At most ${MODERATION_LIMITS.domainLength} characters`)
  .regex(
    /^(?:\*\.)?(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]{2,}(?:\/\S*)?$/u,
    'Write a domain like youtube.com, *.youtube.com or kick.com/yourname',
  );
const domainsSchema = z
  .array(domainSchema)
  .max(MODERATION_LIMITS.domains, `At most ${MODERATION_LIMITS.domains} domains`)
  .default([]);

export const TERM_MODES = ['word', 'wildcard', 'regex'] as const;
export type TermMode = (typeof TERM_MODES)[number];
export const bannedTermSchema = z.strictObject({
  text: z
    .string({ error: 'A term is text' })
    .trim()
    .min(1, 'A term cannot be empty')
    .max(
      MODERATION_LIMITS.termLength,
      `A term has at most ${MODERATION_LIMITS.termLength} characters`,
    ),
  /** word: whole words or a phrase; wildcard: `*` is any letters; regex: a regular expression. */
  mode: z.enum(TERM_MODES, { error: 'Mode must be word, wildcard or regex' }).default('word'),
});
export type BannedTerm = z.infer<typeof bannedTermSchema>;

/** Each rule's own settings (what counts as a hit). */
export const ruleSettingsSchemas = {
  banned_words: z.strictObject({
    terms: z
      .array(bannedTermSchema)
      .max(MODERATION_LIMITS.terms, `At most ${MODERATION_LIMITS.terms} terms`)
      .default([])
      .superRefine((terms, ctx) => {
        const expressions = terms.filter((t) => t.mode === 'regex').length;
        if (expressions > MODERATION_LIMITS.expressions)
          ctx.addIssue({
            code: 'custom',
            message: `At most ${MODERATION_LIMITS.expressions} regular expressions`,
          });
      }),
  }),
  links: z.strictObject({
    /** Links to these are fine. */
    allow: domainsSchema,
    /** Links to these are always a hit, even with a permit. */
    block: domainsSchema,
    /** Whether every other link is a hit too (else only the block list is). */
    blockOthers: z.boolean().default(true),
    /** How long `!permit @user` lets a viewer post one link. */
    permitMinutes: whole('Permit minutes', 1, 60).default(2),
  }),
  copy_paste: z.strictObject({
    /**
     * Different viewers sending the same line… Well above a hype moment's echo (seven fans typing
     * "gg wp that was insane"): a bot raid brings tens of accounts.
     */
    minViewers: whole('Viewers', 2, 100).default(10),
    /** …within this many seconds. */
    seconds: whole('Seconds', 5, 600).default(30),
    /** Shorter lines ("gg", "lets gooo", "hydrate streamer") are never a raid (letters and digits). */
    minLength: whole('Minimum length', 1, 500).default(20),
    /**
     * Lines made only of common chat phrases ("first time here, love the stream", "gg wp", "lets
     * go", Turkish ones too) are never a raid: a whole chat says them at once.
     */
    ignoreCommon: z.boolean().default(true),
  }),
  flood: z.strictObject({
    maxLines: whole('Lines', 2, 50).default(6),
    seconds: whole('Seconds', 1, 300).default(10),
  }),
  long_message: z.strictObject({
    maxLength: whole('Characters', 10, 500).default(300),
  }),
  emote_spam: z.strictObject({
    maxEmotes: whole('Emotes', 1, 100).default(10),
  }),
  caps: z.strictObject({
    percent: whole('Percent', 1, 100).default(70),
    /** Letters a line needs before its capitals count ("OK", "GG" never do). */
    minLength: whole('Minimum letters', 1, 500).default(10),
  }),
  symbols: z.strictObject({
    percent: whole('Percent', 1, 100).default(50),
    minLength: whole('Minimum characters', 1, 500).default(10),
  }),
  repetition: z.strictObject({
    /** The same character this many times in a row. */
    maxCharRepeat: whole('Repeated characters', 3, 100).default(12),
    /** The same word this many times in one line. */
    maxWordRepeat: whole('Repeated words', 2, 50).default(6),
  }),
} as const satisfies Record<ModerationRuleId, z.ZodType>;

export type RuleSettings<R extends ModerationRuleId> = z.output<(typeof ruleSettingsSchemas)[R]>;

const ruleBase = {
  enabled: z.boolean().default(false),
  /** Log what the rule would have done, and do nothing. */
  dryRun: z.boolean().default(false),
  action: z
    .enum(MODERATION_ACTIONS, { error: 'Action must be delete, warn, timeout or ban' })
    .default('warn'),
  /** The `timeout` action's minutes. */
  timeoutMinutes: minutesSchema.default(10),
  exempt: exemptionsSchema.prefault({}),
};

const ruleSchema = <S extends z.ZodObject>(settings: S) =>
  z.strictObject({ ...ruleBase, settings: settings.prefault({} as z.input<S>) });

export const moderationRuleSchemas = {
  banned_words: ruleSchema(ruleSettingsSchemas.banned_words),
  links: ruleSchema(ruleSettingsSchemas.links),
  copy_paste: ruleSchema(ruleSettingsSchemas.copy_paste),
  flood: ruleSchema(ruleSettingsSchemas.flood),
  long_message: ruleSchema(ruleSettingsSchemas.long_message),
  emote_spam: ruleSchema(ruleSettingsSchemas.emote_spam),
  caps: ruleSchema(ruleSettingsSchemas.caps),
  symbols: ruleSchema(ruleSettingsSchemas.symbols),
  repetition: ruleSchema(ruleSettingsSchemas.repetition),
} as const;
export type ModerationRule<R extends ModerationRuleId = ModerationRuleId> = z.output<
  (typeof moderationRuleSchemas)[R]
>;

/** The variables a warning may use. */
export const WARNING_VARIABLES = ['user', 'rule'] as const;

export const escalationSchema = z.strictObject({
  /** Timeout minutes of the second, third… hit within the decay window; the last repeats. */
  steps: z
    .array(minutesSchema)
    .min(1, 'At least one step')
    .max(MODERATION_LIMITS.steps, `At most ${MODERATION_LIMITS.steps} steps`)
    .default([1, 10, 60]),
  /** A viewer's hits are forgotten this many minutes after their last one. */
  decayMinutes: whole('Decay minutes', 1, 1440).default(10),
  /**
   * At most one public warning (or raid notice) in the channel's chat per this many seconds; the
   * others are held back (the line is still deleted, the viewer's hit still counts, the log says
   * so), so no burst of hits makes the bot flood the chat it protects. 0: no limit.
   */
  warningEverySeconds: whole('Seconds', 0, 3600).default(30),
  /** The warning posted in chat; null: the default in the account's language. */
  warning: z
    .string()
    .trim()
    .min(1, 'The warning cannot be empty')
    .max(MESSAGE_MAX, `The warning has at most ${MESSAGE_MAX} characters`)
    .superRefine((value, ctx) => {
      const unknown = unknownVariables(value, WARNING_VARIABLES);
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown variable: ${unknown.map((v) => `{${v}}`).join(', ')}`,
        });
    })
    .nullable()
    .default(null),
});
export type Escalation = z.output<typeof escalationSchema>;

/** A channel's whole moderation setup. Stored rows parse with it, missing parts taking defaults. */
export const moderationSettingsSchema = z.object({
  rules: z.object({
    banned_words: moderationRuleSchemas.banned_words.prefault({}),
    links: moderationRuleSchemas.links.prefault({}),
    copy_paste: moderationRuleSchemas.copy_paste.prefault({}),
    flood: moderationRuleSchemas.flood.prefault({}),
    long_message: moderationRuleSchemas.long_message.prefault({}),
    emote_spam: moderationRuleSchemas.emote_spam.prefault({}),
    caps: moderationRuleSchemas.caps.prefault({}),
    symbols: moderationRuleSchemas.symbols.prefault({}),
    repetition: moderationRuleSchemas.repetition.prefault({}),
  } satisfies Record<ModerationRuleId, z.ZodType>),
  escalation: escalationSchema.prefault({}),
});
export type ModerationSettings = z.output<typeof moderationSettingsSchema>;
export type ModerationRules = ModerationSettings['rules'];

export const defaultModerationSettings = (): ModerationSettings =>
  moderationSettingsSchema.parse({ rules: {} });

// What moderation says in chat, in English: the other languages' texts are in the catalogue
// (messages/tr/chat.ts), read with `formatMessage` in the account's language.

/** The warning until the streamer writes their own (`{user}`, `{rule}` filled when posted). */
export const DEFAULT_WARNING =
  '@{user}, please don’t: {rule}. Next time it is a timeout.' satisfies TextTemplate;

/** What `{rule}` reads in a warning (and, in English, Kick's reason for a timeout). */
export const RULE_NAMES = {
  banned_words: 'banned words',
  links: 'links',
  copy_paste: 'copy-paste spam',
  flood: 'flooding the chat',
  long_message: 'very long messages',
  emote_spam: 'emote spam',
  caps: 'too many capitals',
  symbols: 'too many symbols',
  repetition: 'repeating yourself',
} as const satisfies Record<ModerationRuleId, TextTemplate>;

/**
 * Posted once for a copy-paste raid (many accounts, one line, within seconds) whose rule warns:
 * the raid is one event, its lines deleted, nobody named and nobody timed out for it.
 */
export const RAID_NOTICE =
  'Removed a copy-paste raid. Chat in your own words, please.' satisfies TextTemplate;

/** `!permit @user`'s confirmation (`{user}`, `{minutes}`). */
export const PERMIT_REPLY =
  '@{user} may post one link in the next {minutes} min.' satisfies TextTemplate;
