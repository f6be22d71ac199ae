import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { isTimeZone, LEADERBOARD_METRICS, LEADERBOARD_WINDOWS } from './chat-leaderboard.logic';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import {
  initialLeaderboard,
  reduceLeaderboard,
  type LeaderboardState,
} from './chat-leaderboard.logic';

/** Chat leaderboard settings (see docs/widgets.md for what each does). */
export const chatLeaderboardSettingsSchema = z.object({
  title: z.string().trim().max(60).default('Top chatters'),
  /** Shown while nobody has chatted in the window yet. */
  emptyText: z.string().trim().max(60).default('No chatters yet'),
  metric: z.enum(LEADERBOARD_METRICS, { error: 'Unknown metric' }).default('messages'),
  window: z.enum(LEADERBOARD_WINDOWS, { error: 'Unknown window' }).default('stream'),
  /** Where "today", "this week" and "this month" roll over. */
  timeZone: z.string().trim().max(64).refine(isTimeZone, 'Unknown time zone').default('UTC'),
  weekStartsOn: z.enum(['monday', 'sunday']).default('monday'),
  topN: z.number().int().min(1).max(25).default(10),
  layout: z.enum(['list', 'podium', 'ticker']).default('list'),
  showAvatars: z.boolean().default(true),
  /** Each viewer's Kick colour, or the text colour for everybody. */
  viewerColors: z.boolean().default(true),
  /** Never ranked (the broadcaster and bot-badged accounts never are), case-insensitive. */
  excludedNames: z
    .array(z.string().trim().min(1).max(30))
    .max(100)
    .default(['kyo_bot', 'botrix', 'kickbot']),
  /** Counting starts again whenever the stream starts (for windows longer than a stream). */
  resetOnStreamStart: z.boolean().default(false),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(48).default(20),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
  background: colorSchema.default('#0b0d10b3'),
});
export type ChatLeaderboardSettings = z.infer<typeof chatLeaderboardSettingsSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  name: z.string(),
  color: z.string().nullable(),
  avatar: z.string().nullable(),
  value: z.number(),
});

/** What the server keeps per leaderboard widget; the counts themselves are rows per viewer. */
export const chatLeaderboardStateSchema = z.object({
  resetAt: z.number().nullable(),
  streamStartedAt: z.number().nullable(),
  period: z.string(),
  entries: z.array(leaderboardEntrySchema),
});

/** The chat leaderboard (docs/widgets.md): viewers ranked by one metric over one window. */
export const chatLeaderboardWidget = {
  type: 'chat-leaderboard',
  displayName: 'Chat leaderboard',
  names: { tr: 'Sohbet sıralaması', es: 'Ranking del chat', pt: 'Ranking do chat' },
  settings: placed(chatLeaderboardSettingsSchema),
  events: ['chat.message', 'chat.clear-user', 'gifted', 'kicks', 'stream.online'],
  kickEvents: [
    'chat.message.sent',
    'moderation.banned',
    'channel.subscription.gifts',
    'kicks.gifted',
    'livestream.status.updated',
  ],
  testEvents: ['chat.crowd', 'chat.message', 'gifted', 'kicks'],
  size: { width: 400, height: 520 },
  available: true,
  state: stateOf<LeaderboardState, ChatLeaderboardSettings>({
    schema: chatLeaderboardStateSchema,
    initial: initialLeaderboard,
    reduce: reduceLeaderboard,
    delivery: 'messages',
  }),
} as const satisfies WidgetTypeContract;
