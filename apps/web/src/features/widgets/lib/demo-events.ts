import type { ChatPart, WidgetEvent } from '@kyo/contracts/widgets/events';
import { generateTestEvents, type TestEventKind } from '@kyo/contracts/widgets/test-events';

export type { TestEventKind };

/** Made-up chatters and lines for previews and local test buttons (nothing reaches Kick). */
export const DEMO_NAMES = [
  'NightOwlNora',
  'PixelPanda',
  'GigaGamerTR',
  'luna_streams',
  'deniz_plays',
];

const VIEWERS = [
  { name: 'NightOwlNora', color: '#c77dff' },
  { name: 'PixelPanda', color: '#4ecdc4' },
  { name: 'kekw_kevin', color: '#ffd93d' },
  { name: 'GigaGamerTR', color: '#ff6b6b' },
  { name: 'luna_streams', color: '#4d96ff' },
  { name: 'TurboTaco', color: '#ff9f1c' },
  { name: 'deniz_plays', color: '#6bcb77' },
  { name: 'ClutchCarla', color: '#f472b6' },
];
const EMOTES = [
  { id: '37226', name: 'KEKW' },
  { id: '4148074', name: 'HYPERCLAP' },
  { id: '39261', name: 'PogU' },
  { id: '39272', name: 'catJAM' },
];
const LINES: (string | { emote: number })[][] = [
  ['that clutch was insane ', { emote: 2 }],
  ['first time catching the stream live, hi chat!'],
  ['GG ', { emote: 1 }, ' ', { emote: 1 }],
  [{ emote: 0 }, ' no way that worked'],
  ['chat is cooking today ', { emote: 3 }],
  ['hello from Istanbul 👋'],
  ['!discord'],
];
type Badge = Extract<WidgetEvent, { kind: 'chat.message' }>['badges'][number];
const BADGES: Badge[][] = [
  [{ type: 'subscriber', text: 'Subscriber', count: 6 }],
  [{ type: 'moderator', text: 'Moderator' }],
  [
    { type: 'vip', text: 'VIP' },
    { type: 'subscriber', text: 'Subscriber', count: 12 },
  ],
  [{ type: 'og', text: 'OG' }],
  [],
  [
    { type: 'founder', text: 'Founder' },
    { type: 'sub_gifter', text: 'Sub Gifter', count: 25 },
  ],
  [{ type: 'broadcaster', text: 'Broadcaster' }],
];

let counter = 0;

function chatParts(line: (string | { emote: number })[]): { parts: ChatPart[]; text: string } {
  const parts: ChatPart[] = line.map((chunk) =>
    typeof chunk === 'string'
      ? { kind: 'text', text: chunk }
      : { kind: 'emote', id: EMOTES[chunk.emote]!.id, name: EMOTES[chunk.emote]!.name },
  );
  const text = parts.map((part) => (part.kind === 'text' ? part.text : part.name)).join('');
  return { parts, text };
}

/** The `index`th demo chat line: a fixed cycle, so previews look the same every time. */
export function demoChatMessage(index: number, at = Date.now()): WidgetEvent {
  const viewer = VIEWERS[index % VIEWERS.length]!;
  // Skip the command line in the fixed cycle: the default settings would hide it anyway.
  const line = LINES[index % (LINES.length - 1)]!;
  return {
    kind: 'chat.message',
    id: `demo-${++counter}`,
    username: viewer.name,
    color: viewer.color,
    badges: BADGES[index % BADGES.length]!,
    ...chatParts(line),
    at,
  };
}

/**
 * A local test button's events, made by the same generators as the server's test button
 * (contracts' test-events.ts): one event, or a burst (a streak, a crowd) in order.
 */
export function makeTestEvents(
  kind: TestEventKind,
  options: { random?: () => number; lastChatter?: string; at?: number } = {},
): WidgetEvent[] {
  return generateTestEvents(kind, {
    now: options.at ?? Date.now(),
    random: options.random ?? Math.random,
    ...(options.lastChatter ? { lastChatter: options.lastChatter } : {}),
  });
}
