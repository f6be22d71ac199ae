import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialEmoteStreak, reduceEmoteStreak, type EmoteStreakState } from './emote-streak.logic';

/** Emote streak settings (what the best combo widgets offer; see docs/widgets.md). */
export const emoteStreakSettingsSchema = z.object({
  /** 'chatters': each viewer counts once per streak; 'messages': every line counts. */
  countMode: z.enum(['chatters', 'messages']).default('chatters'),
  /** Seconds without a new line before the streak ends. */
  gapSeconds: z.number().int().min(3).max(300).default(20),
  /** The streak shows from this count. */
  threshold: z.number().int().min(2).max(100).default(3),
  /** Counts that play the bigger animation. */
  milestones: z.array(z.number().int().min(2).max(10_000)).max(10).default([5, 10, 25, 50]),
  /** The emote's height at the threshold, px; it grows with the count when `grow` is on. */
  emoteSize: z.number().int().min(24).max(256).default(96),
  grow: z.boolean().default(true),
  /** The text after the count ("12× streak!"). */
  label: z.string().trim().max(40).default('streak!'),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(120).default(48),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
});
export type EmoteStreakSettings = z.infer<typeof emoteStreakSettingsSchema>;

const emoteSchema = z.object({ id: z.string(), name: z.string() });

/** The streak the server keeps (and persists) per widget; see emote-streak.logic.ts. */
export const emoteStreakStateSchema = z.object({
  emote: emoteSchema.nullable(),
  count: z.number().int().min(0),
  streakId: z.number().int().min(0),
  startedAt: z.number(),
  lastAt: z.number(),
  chatters: z.array(z.string()),
  milestone: z.number().int().nullable(),
  milestoneAt: z.number().nullable(),
  best: z.object({ emote: emoteSchema, count: z.number().int() }).nullable(),
});

/** The emote streak (docs/widgets.md): one emote repeated by chat, counted and celebrated. */
export const emoteStreakWidget = {
  type: 'emote-streak',
  displayName: 'Emote streak',
  names: { tr: 'Emote serisi', es: 'Racha de emotes', pt: 'Sequência de emotes' },
  settings: placed(emoteStreakSettingsSchema),
  events: ['chat.message'],
  kickEvents: ['chat.message.sent'],
  testEvents: ['emote.streak', 'chat.message'],
  size: { width: 500, height: 240 },
  available: true,
  state: stateOf<EmoteStreakState, EmoteStreakSettings>({
    schema: emoteStreakStateSchema,
    initial: initialEmoteStreak,
    reduce: reduceEmoteStreak,
    delivery: 'messages',
    // Overlays need the count, not who made it.
    view: (state) => (state.chatters.length === 0 ? state : { ...state, chatters: [] }),
  }),
} as const satisfies WidgetTypeContract;
