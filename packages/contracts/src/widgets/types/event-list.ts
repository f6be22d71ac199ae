import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialEventList, reduceEventList, type EventListState } from './event-list.logic';

export const EVENT_LIST_KINDS = ['follow', 'subscription', 'gifted', 'kicks'] as const;
/** Most events an event list keeps and shows. */
export const EVENT_LIST_MAX = 25;

/** The recent-events list: styled like the chat box (docs/widgets.md). */
export const eventListSettingsSchema = z.object({
  maxEvents: z.number().int().min(1).max(EVENT_LIST_MAX).default(6),
  kinds: z
    .array(z.enum(EVENT_LIST_KINDS))
    .max(EVENT_LIST_KINDS.length)
    .default([...EVENT_LIST_KINDS]),
  /** Kicks gifts below this many Kicks are left out. */
  minKicks: z.number().int().min(0).max(1_000_000).default(0),
  showMessages: z.boolean().default(true),
  /** After a resub's name: {months}. Months and gifts read differently (issue 41). */
  resubText: z.string().trim().max(40).default('resub ×{months} months'),
  /** After a gifter's name: {count}. */
  giftedText: z.string().trim().max(40).default('gifted ×{count}'),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(10).max(48).default(18),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
  rowBackground: colorSchema.default('#0b0d10b3'),
  /** 'down': newest on top; 'up': newest at the bottom. */
  direction: z.enum(['down', 'up']).default('down'),
});
export type EventListSettings = z.infer<typeof eventListSettingsSchema>;

export const eventListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EVENT_LIST_KINDS),
  name: z.string(),
  months: z.number().int().optional(),
  count: z.number().int().optional(),
  amount: z.number().int().optional(),
  gift: z.string().optional(),
  message: z.string().optional(),
  at: z.number(),
});
export const eventListStateSchema = z.object({
  items: z.array(eventListItemSchema).max(EVENT_LIST_MAX),
  next: z.number().int().min(0),
});

/** The event list (docs/widgets.md). */
export const eventListWidget = {
  type: 'event-list',
  displayName: 'Event list',
  names: { tr: 'Etkinlik listesi', es: 'Lista de eventos', pt: 'Lista de eventos' },
  settings: placed(eventListSettingsSchema),
  events: ['follow', 'subscription', 'gifted', 'kicks'],
  kickEvents: [
    'channel.followed',
    'channel.subscription.new',
    'channel.subscription.renewal',
    'channel.subscription.gifts',
    'kicks.gifted',
  ],
  testEvents: ['follow', 'subscription', 'gifted', 'kicks'],
  size: { width: 420, height: 420 },
  available: true,
  state: stateOf<EventListState, EventListSettings>({
    schema: eventListStateSchema,
    initial: initialEventList,
    reduce: reduceEventList,
    delivery: 'messages',
  }),
} as const satisfies WidgetTypeContract;
