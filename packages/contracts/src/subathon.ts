import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The subathon timer (docs/subathon.md): a countdown whose end is an absolute time the server
 * keeps, pushed later by follows, subs, gifted subs, Kicks, channel-point rewards and store
 * purchases, up to a cap, with happy-hour multipliers.
 */

/** At most this long in one go (a start, an add), and the timer's longest remainder: 30 days. */
export const SUBATHON_MAX_SECONDS = 30 * 24 * 3600;
/** Seconds one event may add before the multiplier (a rule's value). */
export const SUBATHON_RULE_MAX = 24 * 3600;
export const SUBATHON_HAPPY_HOURS_MAX = 10;
export const SUBATHON_NAMED_MAX = 20;

const ruleSeconds = z
  .number({ error: 'Seconds must be a number' })
  .int({ error: 'Seconds must be a whole number' })
  .min(0, { error: 'Seconds cannot be negative' })
  .max(SUBATHON_RULE_MAX, { error: 'At most 86400 seconds (24 hours) per event' });

const namedRule = z.object({
  /** A reward's title or a store item's name, as the viewer sees it (matched ignoring case). */
  name: z
    .string()
    .trim()
    .min(1, { error: 'Name the reward or item' })
    .max(100, { error: 'At most 100 characters' }),
  seconds: ruleSeconds,
});

export const happyHourSchema = z
  .object({
    /** ISO times: the window's start and end (absolute, the same on every node). */
    from: z.iso.datetime({ error: 'Start must be a date and time', offset: true }),
    to: z.iso.datetime({ error: 'End must be a date and time', offset: true }),
    multiplier: z
      .number({ error: 'Multiplier must be a number' })
      .min(1, { error: 'Multiplier must be at least 1' })
      .max(10, { error: 'Multiplier must be at most 10' }),
  })
  .refine((w) => Date.parse(w.to) > Date.parse(w.from), {
    error: 'A happy hour must end after it starts',
    path: ['to'],
  });
export type HappyHour = z.infer<typeof happyHourSchema>;

export const subathonRulesSchema = z.object({
  /** The timer's length when started without one. */
  startMinutes: z
    .number({ error: 'Start length must be a number' })
    .int({ error: 'Start length must be whole minutes' })
    .min(1, { error: 'Start with at least 1 minute' })
    .max(SUBATHON_MAX_SECONDS / 60, { error: 'Start with at most 30 days' })
    .default(60),
  secondsPerFollow: ruleSeconds.default(0),
  /** A new subscription (Kick's webhooks carry no tier: one tier, new or renewed). */
  secondsPerSub: ruleSeconds.default(300),
  /** A renewed subscription (a resub). */
  secondsPerRenewal: ruleSeconds.default(300),
  /** Each gifted sub: a gift of 100 adds 100 times this. */
  secondsPerGiftedSub: ruleSeconds.default(300),
  /** Per 100 Kicks, in proportion (250 Kicks add 2.5 times this, rounded down to a second). */
  secondsPer100Kicks: ruleSeconds.default(60),
  rewards: z.array(namedRule).max(SUBATHON_NAMED_MAX, { error: 'At most 20 rewards' }).default([]),
  storeItems: z
    .array(namedRule)
    .max(SUBATHON_NAMED_MAX, { error: 'At most 20 store items' })
    .default([]),
  /** The latest end, counted from the start (0: none). Adds past it are cut to it. */
  capHours: z
    .number({ error: 'Cap must be a number' })
    .min(0, { error: 'Cap cannot be negative' })
    .max(SUBATHON_MAX_SECONDS / 3600, { error: 'Cap at most 720 hours' })
    .default(0),
  happyHours: z
    .array(happyHourSchema)
    .max(SUBATHON_HAPPY_HOURS_MAX, { error: 'At most 10 happy hours' })
    .default([]),
  /** Chat says "+5:00 (sub from x)" for each add (off: only the end is announced). */
  announceAdds: z.boolean().default(false),
});
export type SubathonRules = z.infer<typeof subathonRulesSchema>;
export type SubathonRulesInput = z.input<typeof subathonRulesSchema>;

export const SUBATHON_STATUSES = ['idle', 'running', 'paused', 'ended'] as const;
export type SubathonStatus = (typeof SUBATHON_STATUSES)[number];

/** The timer as the server keeps it; times are epoch ms. */
export const subathonStateSchema = z.object({
  status: z.enum(SUBATHON_STATUSES),
  /** Running: the absolute end. */
  endsAt: z.number().nullable(),
  /** What is left: for a running timer at `at`, for a paused one until it resumes. */
  remainingMs: z.number().int(),
  /** The latest end (null: no cap). */
  capAt: z.number().nullable(),
  startedAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  /** Seconds events and people added since the start (subtractions count negative). */
  addedSeconds: z.number().int(),
  version: z.number().int(),
  /** The server's time of this reading. */
  at: z.number(),
});
export type SubathonState = z.infer<typeof subathonStateSchema>;

export const subathonAddSchema = z.object({
  seconds: z.number().int(),
  /** `follow`, `sub`, `renewal`, `gift`, `kicks`, `reward`, `store`, `manual`. */
  source: z.string(),
  /** Who caused it (a viewer, a moderator). */
  name: z.string(),
  at: z.number(),
});
export type SubathonAdd = z.infer<typeof subathonAddSchema>;

export const subathonReadingSchema = z.object({
  state: subathonStateSchema,
  rules: subathonRulesSchema,
  /** The last adds, newest first. */
  recent: z.array(subathonAddSchema),
});
export type SubathonReading = z.infer<typeof subathonReadingSchema>;

export const SUBATHON_ACTIONS = ['start', 'pause', 'resume', 'add', 'subtract', 'stop'] as const;
export type SubathonAction = (typeof SUBATHON_ACTIONS)[number];

export const subathonControlSchema = z.strictObject({
  action: z.enum(SUBATHON_ACTIONS, {
    error: `Action must be one of ${SUBATHON_ACTIONS.join(', ')}`,
  }),
  /** start (optional: the rules' length), add and subtract: how long. */
  seconds: z
    .number({ error: 'Seconds must be a number' })
    .int({ error: 'Seconds must be a whole number' })
    .min(1, { error: 'At least 1 second' })
    .max(SUBATHON_MAX_SECONDS, { error: 'At most 30 days' })
    .optional(),
});
export type SubathonControl = z.infer<typeof subathonControlSchema>;

const channel = {
  query: z.strictObject({ owner: z.uuid({ error: 'owner must be a valid id' }).optional() }),
};

export const subathonEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/api/subathon',
    auth: 'user',
    ...channel,
    response: subathonReadingSchema,
  }),
  saveRules: endpoint({
    method: 'PUT',
    path: '/api/subathon/rules',
    auth: 'user',
    ...channel,
    body: subathonRulesSchema,
    response: subathonReadingSchema,
  }),
  control: endpoint({
    method: 'POST',
    path: '/api/subathon/control',
    auth: 'user',
    ...channel,
    body: subathonControlSchema,
    response: subathonReadingSchema,
  }),
};

// ---------------------------------------------------------------------------------------------
// Durations

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };

/**
 * A duration as chat types it, in seconds: `10m`, `90s`, `1h30m`, `1h 30m`, `1:30:00`, `5:00`,
 * or a bare number of minutes (`15`). Null for anything else, zero, or more than 30 days.
 */
export function parseDuration(text: string): number | null {
  const input = text.trim().toLowerCase();
  if (!input) return null;
  let seconds: number;
  if (/^\d{1,6}$/.test(input)) seconds = Number(input) * 60;
  else if (/^\d{1,4}(:\d{2}){1,2}$/.test(input)) {
    const parts = input.split(':').map(Number);
    if (parts.slice(1).some((part) => part >= 60)) return null;
    seconds = parts.reduce((total, part) => total * 60 + part, 0);
  } else if (/^(\d{1,6}\s*[hms]\s*){1,3}$/.test(input)) {
    seconds = 0;
    const seen = new Set<string>();
    for (const [, amount, unit] of input.matchAll(/(\d+)\s*([hms])/g)) {
      if (seen.has(unit!)) return null;
      seen.add(unit!);
      seconds += Number(amount) * UNIT_SECONDS[unit!]!;
    }
  } else return null;
  return seconds > 0 && seconds <= SUBATHON_MAX_SECONDS ? seconds : null;
}

export { formatAdded, formatClock } from './widgets/types/subathon.logic';

// ---------------------------------------------------------------------------------------------
// Rules

/** The happy-hour multiplier at `at` (the largest of the windows open then; 1 outside). */
export function multiplierAt(rules: Pick<SubathonRules, 'happyHours'>, at: number): number {
  let best = 1;
  for (const w of rules.happyHours) {
    if (at >= Date.parse(w.from) && at < Date.parse(w.to)) best = Math.max(best, w.multiplier);
  }
  return best;
}

/** What an event is worth, as the rules say; the feature maps Kyo's events to these. */
export type SubathonTrigger =
  | { kind: 'follow' }
  | { kind: 'sub'; renewal: boolean }
  | { kind: 'gift'; count: number }
  | { kind: 'kicks'; amount: number }
  | { kind: 'reward'; title: string }
  | { kind: 'store'; item: string };

const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/**
 * Seconds an event adds at `at` (0: none): its rule's seconds times the count (a gift of 100 is
 * 100 times one), times the happy-hour multiplier, rounded down once for the whole event.
 */
export function secondsFor(rules: SubathonRules, trigger: SubathonTrigger, at: number): number {
  let base: number;
  switch (trigger.kind) {
    case 'follow':
      base = rules.secondsPerFollow;
      break;
    case 'sub':
      base = trigger.renewal ? rules.secondsPerRenewal : rules.secondsPerSub;
      break;
    case 'gift':
      base = rules.secondsPerGiftedSub * Math.max(0, Math.floor(trigger.count));
      break;
    case 'kicks':
      base = (rules.secondsPer100Kicks * Math.max(0, trigger.amount)) / 100;
      break;
    case 'reward':
      base = rules.rewards.find((r) => sameName(r.name, trigger.title))?.seconds ?? 0;
      break;
    case 'store':
      base = rules.storeItems.find((r) => sameName(r.name, trigger.item))?.seconds ?? 0;
      break;
  }
  return Math.floor(base * multiplierAt(rules, at));
}

/** What is left of a timer at `now` (ms): running counts down to its end, paused keeps it. */
export function remainingAt(
  state: Pick<SubathonState, 'status' | 'endsAt' | 'remainingMs'>,
  now: number,
): number {
  if (state.status === 'running' && state.endsAt !== null) return Math.max(0, state.endsAt - now);
  if (state.status === 'paused') return Math.max(0, state.remainingMs);
  return 0;
}
