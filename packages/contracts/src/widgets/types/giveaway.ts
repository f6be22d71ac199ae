import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialGiveaway, reduceGiveaway, type GiveawayState } from './giveaway.logic';

/** Giveaway widget settings (docs/widgets.md). */
export const giveawaySettingsSchema = z.object({
  /** "Type !join to enter" under the prize. */
  showHowToEnter: z.boolean().default(true),
  /** Names cycle through the entrants before the winner lands. */
  drawAnimation: z.enum(['shuffle', 'none']).default('shuffle'),
  /** After the giveaway ends: keep showing its winners, or hide. */
  whenEnded: z.enum(['keep', 'hide']).default('keep'),
  /** The widget's words (a new widget gets them in the dashboard's language). `{how}`: `!join`. */
  enterText: z.string().trim().max(60).default('Type {how} to enter'),
  closedText: z.string().trim().max(40).default('Entries closed'),
  entriesLabel: z.string().trim().max(20).default('entries'),
  winnerText: z.string().trim().max(40).default('Winner'),
  /** Above the names while they shuffle: no name is the winner until the draw settled. */
  drawingText: z.string().trim().max(40).default('Drawing…'),
  waitingText: z.string().trim().max(60).default('Say something in chat to claim it'),
  claimedText: z.string().trim().max(40).default('Claimed!'),
  noAnswerText: z.string().trim().max(40).default('No answer'),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(96).default(28),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
  background: colorSchema.default('#0b0d10d9'),
});
export type GiveawaySettings = z.infer<typeof giveawaySettingsSchema>;

const winnerSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  status: z.enum(['pending', 'confirmed', 'timed_out']),
  drawnAt: z.number(),
  confirmBy: z.number().nullable(),
});

export const giveawayStateSchema = z.object({
  id: z.string().nullable(),
  title: z.string(),
  status: z.enum(['open', 'closed', 'ended']),
  command: z.string().nullable(),
  keyword: z.string().nullable(),
  entries: z.number().int(),
  recent: z.array(z.string()),
  winners: z.array(winnerSchema),
  version: z.number().int(),
  at: z.number(),
});

/** A viewer game's giveaway (docs/widgets.md): the games push its whole value on each change. */
export const giveawayWidget = {
  type: 'giveaway',
  displayName: 'Giveaway',
  names: { tr: 'Çekiliş', es: 'Sorteo', pt: 'Sorteio' },
  settings: placed(giveawaySettingsSchema),
  events: ['giveaway'],
  kickEvents: [],
  testEvents: ['giveaway.entries', 'giveaway.winner'],
  size: { width: 560, height: 260 },
  available: true,
  state: stateOf<GiveawayState, unknown>({
    schema: giveawayStateSchema,
    initial: initialGiveaway,
    reduce: reduceGiveaway,
    delivery: 'messages',
  }),
  // Not polled: an overlay that connects is sent the channel's current values.
  live: ['games'],
} as const satisfies WidgetTypeContract;
