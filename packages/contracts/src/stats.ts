import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Stream stats (docs/stats.md): every live stream recorded per minute, the streams as a table with
 * trends, and one stream's recap. Chatters are people who wrote in chat, not viewers: Kick gives
 * no list of viewers, no watch time and no follower total.
 */

export const STATS_SORTS = [
  'startedAt',
  'duration',
  'peakViewers',
  'averageViewers',
  'chatters',
  'messages',
  'follows',
  'subs',
  'giftedSubs',
  'kicks',
] as const;
export type StatsSort = (typeof STATS_SORTS)[number];
export const STATS_PAGE_SIZE_MAX = 100;
export const STATS_TREND_DAYS = [30, 90] as const;

const owner = z.uuid({ error: 'owner must be a valid id' }).optional();
/** Whose stats: the caller's own without `owner`, or a channel the caller moderates. */
export const statsChannelQuerySchema = z.strictObject({ owner });

export const statsListQuerySchema = z.strictObject({
  owner,
  sort: z
    .enum(STATS_SORTS, { error: `sort must be one of ${STATS_SORTS.join(', ')}` })
    .default('startedAt'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000, 'page is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(STATS_PAGE_SIZE_MAX, `pageSize must be at most ${STATS_PAGE_SIZE_MAX}`)
    .default(20),
});
export type StatsListQuery = z.input<typeof statsListQuerySchema>;

export const statsTrendsQuerySchema = z.strictObject({
  owner,
  days: z.coerce
    .number({ error: 'days must be 30 or 90' })
    .refine((d) => d === 30 || d === 90, 'days must be 30 or 90')
    .default(30),
});

/** The key numbers of a stream (also a median of streams, or a previous stream). */
export const statsNumbersSchema = z.object({
  durationSeconds: z.number(),
  peakViewers: z.number(),
  /** Mean of the viewer readings; null when the stream had none. */
  averageViewers: z.number().nullable(),
  chatters: z.number(),
  messages: z.number(),
  follows: z.number(),
  /** Subs: new subscriptions and renewals together (docs/stats.md "One definition of each number"). */
  subs: z.number(),
  /** How many of `subs` were renewals. */
  renewals: z.number(),
  /** Subs gifted (one per giftee), never in `subs`. */
  giftedSubs: z.number(),
  kicks: z.number(),
});
export type StatsNumbers = z.infer<typeof statsNumbersSchema>;

export const statsStreamSchema = statsNumbersSchema.extend({
  id: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  live: z.boolean(),
  /** Played by the demo emulator with its time compressed (docs/stats.md). */
  sample: z.boolean(),
  title: z.string().nullable(),
  category: z.string().nullable(),
  peakAt: z.string().nullable(),
  emotes: z.number(),
  commands: z.number(),
  botMessages: z.number(),
  modActions: z.number(),
});
export type StatsStream = z.infer<typeof statsStreamSchema>;

export const statsListSchema = z.object({
  streams: z.array(
    statsStreamSchema.extend({
      /** Average viewers over the stream in up to 40 steps (the row's small curve). */
      curve: z.array(z.number().nullable()),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StatsList = z.infer<typeof statsListSchema>;

const trendTotals = z.object({
  streams: z.number(),
  hoursStreamed: z.number(),
  averageViewers: z.number().nullable(),
  peakViewers: z.number(),
  follows: z.number(),
  chatters: z.number(),
});

export const statsTrendsSchema = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  current: trendTotals,
  /** The same numbers over the period before (what the change is against). */
  previous: trendTotals,
  /** Each stream of the period, oldest first (the trend chart). */
  series: z.array(
    z.object({
      id: z.string(),
      startedAt: z.string(),
      averageViewers: z.number().nullable(),
      peakViewers: z.number(),
      hours: z.number(),
      follows: z.number(),
    }),
  ),
  /** Per category, by the minutes recorded under it. */
  categories: z.array(
    z.object({
      category: z.string().nullable(),
      hours: z.number(),
      averageViewers: z.number().nullable(),
      peakViewers: z.number(),
      follows: z.number(),
    }),
  ),
});
export type StatsTrends = z.infer<typeof statsTrendsSchema>;

const top = z.object({ key: z.string(), name: z.string(), count: z.number() });

export const statsRecapSchema = z.object({
  stream: statsStreamSchema,
  /** The stream before it, and the median of the streams of the 30 days before it. */
  previous: statsNumbersSchema.extend({ id: z.string(), startedAt: z.string() }).nullable(),
  median30: statsNumbersSchema.extend({ streams: z.number() }).nullable(),
  /** One entry per minute from the start (columns of equal length: a chart's data as it is). */
  minutes: z.object({
    /** The minute's start, ms since epoch (UTC). */
    at: z.array(z.number()),
    viewers: z.array(z.number().nullable()),
    messages: z.array(z.number()),
    chatters: z.array(z.number()),
    follows: z.array(z.number()),
    /** New and renewed, as the stream's `subs`. */
    subs: z.array(z.number()),
    giftedSubs: z.array(z.number()),
    kicks: z.array(z.number()),
    category: z.array(z.string().nullable()),
  }),
  markers: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(['title', 'category', 'resumed']),
      value: z.string().nullable(),
    }),
  ),
  topChatters: z.array(top),
  /** Emotes by Kick id (their image: /api/emotes/{key}/fullsize). */
  topEmotes: z.array(top),
  topCommands: z.array(top),
  /** The busiest minutes by chat lines, busiest first, with their offset from the start. */
  moments: z.array(
    z.object({
      at: z.string(),
      offsetSeconds: z.number(),
      messages: z.number(),
      chatters: z.number(),
    }),
  ),
});
export type StatsRecap = z.infer<typeof statsRecapSchema>;

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

export const statsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/stats/streams',
    auth: 'user',
    query: statsListQuerySchema,
    response: statsListSchema,
  }),
  trends: endpoint({
    method: 'GET',
    path: '/api/stats/trends',
    auth: 'user',
    query: statsTrendsQuerySchema,
    response: statsTrendsSchema,
  }),
  recap: endpoint({
    method: 'GET',
    path: '/api/stats/streams/:id',
    auth: 'user',
    params: idParams,
    query: statsChannelQuerySchema,
    response: statsRecapSchema,
  }),
  /** The streams table as CSV (every stream, newest first). */
  streamsCsv: endpoint({
    method: 'GET',
    path: '/api/stats/streams.csv',
    auth: 'user',
    query: statsChannelQuerySchema,
    response: z.string(),
  }),
  /** One stream's minutes as CSV. */
  minutesCsv: endpoint({
    method: 'GET',
    path: '/api/stats/streams/:id/minutes.csv',
    auth: 'user',
    params: idParams,
    query: statsChannelQuerySchema,
    response: z.string(),
  }),
};
