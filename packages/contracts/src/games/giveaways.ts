import { z } from 'zod';
import { botChannelQuerySchema, RESERVED_TRIGGERS } from '../bot';
import { endpoint } from '../endpoint';

/**
 * Giveaways (docs/bot.md, "Giveaways"): viewers enter by a keyword, a command or (wired by the
 * channel points feature) a reward; who may enter is checked as they enter; the draw is weighted
 * by tickets, recorded for audit, and a winner who must confirm in chat and does not is replaced.
 */

export const GIVEAWAY_STATUSES = ['open', 'closed', 'ended'] as const;
export const DRAW_STATUSES = ['pending', 'confirmed', 'timed_out'] as const;
export const ENTRY_SOURCES = ['keyword', 'command', 'reward'] as const;
export type GiveawayStatus = (typeof GIVEAWAY_STATUSES)[number];
export type DrawStatus = (typeof DRAW_STATUSES)[number];
export type EntrySource = (typeof ENTRY_SOURCES)[number];

export const GIVEAWAY_WINNERS_MAX = 20;

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** Who may enter and with how many tickets (the rules module checks them: games/rules.ts). */
export const entryRulesSchema = z.object({
  /** Null: no follow needed; 0 or more: a follow Kyo saw at least this many minutes ago. */
  minFollowMinutes: int('Follow age', 0, 525_600).nullable(),
  /** Null: anyone; 1 or more: subscribed at least this many months. */
  minSubMonths: int('Subscriber months', 1, 120).nullable(),
  minMessages: int('Messages this stream', 0, 10_000),
  excludeModerators: z.boolean(),
  excludeBots: z.boolean(),
  /** Tickets of a subscriber; everyone else has one. */
  subscriberTickets: int('Subscriber tickets', 1, 10),
});

const keywordSchema = z
  .string()
  .trim()
  .max(40, 'Keyword must be at most 40 characters')
  .refine((value) => !value.startsWith('!'), 'A keyword does not start with !: use Command')
  .nullable()
  .transform((value) => value || null);

const commandSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^!/, '').toLowerCase())
  .pipe(
    z
      .string()
      .max(30, 'Command must be at most 30 characters')
      .regex(/^[a-z0-9_]*$/, 'Command: use letters, digits and underscores only')
      .refine((value) => !RESERVED_TRIGGERS.includes(value), 'That command is a built-in one'),
  )
  .nullable()
  .transform((value) => value || null);

export const giveawayInputSchema = z
  .strictObject({
    /** What is given away: chat and the widget name it. */
    title: z
      .string({ error: 'Prize is required' })
      .trim()
      .min(1, 'Prize is required')
      .max(80, 'Prize must be at most 80 characters'),
    keyword: keywordSchema.default(null),
    command: commandSchema.default('join'),
    minFollowMinutes: entryRulesSchema.shape.minFollowMinutes.default(null),
    minSubMonths: entryRulesSchema.shape.minSubMonths.default(null),
    minMessages: entryRulesSchema.shape.minMessages.default(0),
    excludeModerators: z.boolean().default(true),
    excludeBots: z.boolean().default(true),
    subscriberTickets: entryRulesSchema.shape.subscriberTickets.default(1),
    winners: int('Winners', 1, GIVEAWAY_WINNERS_MAX).default(1),
    /** A winner must say something in chat within this many seconds (0: no need to confirm). */
    confirmSeconds: int('Time to confirm', 0, 600).default(60),
  })
  .refine((value) => value.keyword !== null || value.command !== null, {
    message: 'Give a keyword or a command to enter with',
    path: ['keyword'],
  });
export type GiveawayInput = z.input<typeof giveawayInputSchema>;
export type GiveawayConfig = z.output<typeof giveawayInputSchema>;

/** One draw: the audit record of who won, when, from how many, with which randomness. */
export const drawSchema = z.object({
  id: z.string(),
  /** 1, 2, 3 … in the order drawn (a redraw takes the next number). */
  seq: z.number().int(),
  viewerId: z.string(),
  viewerName: z.string(),
  tickets: z.number().int(),
  status: z.enum(DRAW_STATUSES),
  drawnAt: z.string(),
  /** Until when the winner may confirm; null when no confirmation is asked. */
  confirmBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** Who drew: an account's name, or "redraw" for a replacement after a timeout. */
  drawnBy: z.string(),
  /** Entrants and tickets in the drum at this pick, and the ticket drawn (0-based). */
  entrants: z.number().int(),
  totalTickets: z.number().int(),
  ticket: z.number().int(),
  /** `crypto.randomInt` for real draws; `seeded:<n>` only in tests. */
  randomSource: z.string(),
});
export type Draw = z.infer<typeof drawSchema>;

export const giveawaySchema = entryRulesSchema.extend({
  id: z.string(),
  title: z.string(),
  keyword: z.string().nullable(),
  command: z.string().nullable(),
  winners: z.number().int(),
  confirmSeconds: z.number().int(),
  status: z.enum(GIVEAWAY_STATUSES),
  entries: z.number().int(),
  tickets: z.number().int(),
  draws: z.array(drawSchema),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Giveaway = z.infer<typeof giveawaySchema>;

export const entrySchema = z.object({
  viewerId: z.string(),
  viewerName: z.string(),
  tickets: z.number().int(),
  subMonths: z.number().int(),
  source: z.enum(ENTRY_SOURCES),
  enteredAt: z.string(),
});
export type GiveawayEntry = z.infer<typeof entrySchema>;

export const drawInputSchema = z.strictObject({
  /** The draws the page showed: a draw made meanwhile (another tab, a moderator) is a 409. */
  expectedDraws: int('expectedDraws', 0, 10_000),
});

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
const channel = { query: botChannelQuerySchema };
const action = (path: string) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'user',
    ...channel,
    params: idParams,
    response: giveawaySchema,
  });

export const giveawayEndpoints = {
  /** The active giveaway (open, or closed and drawing) and the last ended ones. */
  list: endpoint({
    method: 'GET',
    path: '/api/bot/giveaways',
    auth: 'user',
    ...channel,
    response: z.object({ active: giveawaySchema.nullable(), past: z.array(giveawaySchema) }),
  }),
  /** Opens a giveaway (entries start at once). 409 while another one is active. */
  create: endpoint({
    method: 'POST',
    path: '/api/bot/giveaways',
    auth: 'user',
    ...channel,
    body: giveawayInputSchema,
    response: giveawaySchema,
    status: 201,
  }),
  /** No more entries. */
  close: action('/api/bot/giveaways/:id/close'),
  /** Entries again after closing (not once a winner is drawn). */
  reopen: action('/api/bot/giveaways/:id/reopen'),
  /** Draws the winners still missing (entries close first). */
  draw: endpoint({
    method: 'POST',
    path: '/api/bot/giveaways/:id/draw',
    auth: 'user',
    ...channel,
    params: idParams,
    body: drawInputSchema,
    response: giveawaySchema,
  }),
  /** Ends it: kept under past giveaways with its winners and draws. */
  end: action('/api/bot/giveaways/:id/end'),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/bot/giveaways/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),
  /** Every entry, in entry order (the page exports them as CSV). */
  entries: endpoint({
    method: 'GET',
    path: '/api/bot/giveaways/:id/entries',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.object({ entries: z.array(entrySchema) }),
  }),
};
