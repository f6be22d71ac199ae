import type { TEST_EVENT_KINDS, WidgetEvent } from '@kyo/contracts';
import { splitChatContent } from '@kyo/contracts';

export type TestEventKind = (typeof TEST_EVENT_KINDS)[number];

export interface TestEventContext {
  now: number;
  /** [0, 1), injected so tests are deterministic. */
  random: () => number;
  /** The last chatter this widget showed, so a test "clear user" visibly clears someone. */
  lastChatter?: string;
}

export type TestEventGenerator = (ctx: TestEventContext) => WidgetEvent;

const VIEWERS = [
  'NightOwlNora',
  'PixelPanda',
  'kekw_kevin',
  'GigaGamerTR',
  'luna_streams',
  'TurboTaco',
  'MysticMoose',
  'ZeroCoolZoe',
  'BaronVonBits',
  'cozy_cactus',
  'ClutchCarla',
  'deniz_plays',
];
const COLORS = ['#FF6B6B', '#4ECDC4', '#FFD93D', '#6BCB77', '#4D96FF', '#C77DFF', '#FF9F1C'];
/** Kick's own emote ids (37226 and 4148074 appear in Kick's webhook example). */
const EMOTES = [
  { id: '37226', name: 'KEKW' },
  { id: '4148074', name: 'HYPERCLAP' },
  { id: '39261', name: 'PogU' },
  { id: '39272', name: 'catJAM' },
  { id: '39275', name: 'GIGACHAD' },
];
const LINES = [
  'that play was insane {emote}',
  'first time catching the stream live {emote}',
  'GG {emote} {emote}',
  '{emote} no way that worked',
  'chat is cooking today {emote}',
  'hello from Istanbul {emote}',
];
const BADGE_SETS = [
  [{ type: 'subscriber', text: 'Subscriber', count: 6 }],
  [{ type: 'moderator', text: 'Moderator', count: null }],
  [
    { type: 'vip', text: 'VIP', count: null },
    { type: 'subscriber', text: 'Subscriber', count: 12 },
  ],
  [{ type: 'og', text: 'OG', count: null }],
  [
    { type: 'sub_gifter', text: 'Sub Gifter', count: 25 },
    { type: 'subscriber', text: 'Subscriber', count: 3 },
  ],
];
const GIFT_COUNTS = [1, 1, 5, 5, 10, 20, 50];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

function chatMessage({ now, random }: TestEventContext): WidgetEvent {
  const content = pick(random, LINES).replace(/\{emote\}/g, () => {
    const emote = pick(random, EMOTES);
    return `[emote:${emote.id}:${emote.name}]`;
  });
  return {
    kind: 'chat.message',
    id: `test-${Math.floor(random() * 2 ** 48).toString(36)}`,
    username: pick(random, VIEWERS),
    color: pick(random, COLORS),
    badges: pick(random, BADGE_SETS),
    ...splitChatContent(content),
    at: now,
  };
}

/** One generator per test button (TEST_EVENT_KINDS), with realistic names and numbers. */
export const testEventGenerators: Record<TestEventKind, TestEventGenerator> = {
  'chat.message': chatMessage,
  'chat.clear-user': ({ now, random, lastChatter }) => ({
    kind: 'chat.clear-user',
    username: lastChatter ?? pick(random, VIEWERS),
    at: now,
  }),
  follow: ({ now, random }) => ({ kind: 'follow', name: pick(random, VIEWERS), at: now }),
  subscription: ({ now, random }) => ({
    kind: 'subscription',
    name: pick(random, VIEWERS),
    months: 1,
    renewal: false,
    at: now,
  }),
  resubscription: ({ now, random }) => ({
    kind: 'subscription',
    name: pick(random, VIEWERS),
    months: pick(random, [2, 3, 6, 12, between(random, 2, 36)]),
    renewal: true,
    at: now,
  }),
  gifted: ({ now, random }) => {
    const count = pick(random, GIFT_COUNTS);
    // Distinct recipients, none of them the gifter.
    const start = Math.floor(random() * VIEWERS.length);
    const others = VIEWERS.length - 1;
    const giftees = Array.from({ length: count }, (_, i) => {
      const name = VIEWERS[(start + 1 + (i % others)) % VIEWERS.length]!;
      return i < others ? name : `${name}_${i}`;
    });
    return { kind: 'gifted', name: VIEWERS[start]!, count, giftees, at: now };
  },
};
