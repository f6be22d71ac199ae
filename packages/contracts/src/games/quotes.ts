import { z } from 'zod';
import { botChannelQuerySchema } from '../bot';
import { endpoint } from '../endpoint';

/**
 * Quotes (docs/bot.md, "Quotes"): moderators add them from chat (`!quote add <text>`), anyone
 * reads them (`!quote`, `!quote 12`, `!quote search <words>`); the page edits and deletes them.
 * A quote's number is never given to another quote, even after it is deleted.
 */

/** Room for `#12345: "…" (category, date)` within Kick's 500 characters. */
export const QUOTE_TEXT_MAX = 400;
export const QUOTES_PAGE_SIZE = 25;

export const quoteSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  text: z.string(),
  /** The stream's category when it was said; null when unknown. */
  category: z.string().nullable(),
  /** The day it was said (YYYY-MM-DD). */
  quotedOn: z.string(),
  /** Who added it (a chat name or a Kyo account's name). */
  addedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
const day = z.string({ error: 'Date must be YYYY-MM-DD' }).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, 'Date must be a real day as YYYY-MM-DD');

const quoteFields = {
  text: z
    .string({ error: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(QUOTE_TEXT_MAX, `Text must be at most ${QUOTE_TEXT_MAX} characters`),
  category: z
    .string()
    .trim()
    .max(100, 'Category must be at most 100 characters')
    .nullable()
    .transform((value) => value || null),
  quotedOn: day,
};

export const quoteInputSchema = z.strictObject({
  text: quoteFields.text,
  category: quoteFields.category.optional(),
  quotedOn: quoteFields.quotedOn.optional(),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export const quotePatchSchema = z.strictObject(quoteFields).partial();
export type QuotePatch = z.input<typeof quotePatchSchema>;

export const quoteListQuerySchema = botChannelQuerySchema.extend({
  /** Words that must all appear (case-insensitive), or a quote's number. */
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000, 'page is too large')
    .default(1),
});

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
const channel = { query: botChannelQuerySchema };

export const quoteEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/bot/quotes',
    auth: 'user',
    query: quoteListQuerySchema,
    response: z.object({
      quotes: z.array(quoteSchema),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/bot/quotes',
    auth: 'user',
    ...channel,
    body: quoteInputSchema,
    response: quoteSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/bot/quotes/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    body: quotePatchSchema,
    response: quoteSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/bot/quotes/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),
};
