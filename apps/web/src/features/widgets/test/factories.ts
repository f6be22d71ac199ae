import { widgetSchema, type Widget, type WidgetEvent } from '@kyo/contracts';
import type { FeedItem } from '../types/renderer';

type ChatMessage = Extract<WidgetEvent, { kind: 'chat.message' }>;

let ids = 0;

/** A chat message event; `content` is plain text unless parts are given. */
export function makeChat(
  username: string,
  content = 'hello',
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    kind: 'chat.message',
    id: `m${++ids}`,
    username,
    color: '#ff0000',
    badges: [],
    parts: [{ kind: 'text', text: content }],
    text: content,
    at: 0,
    ...extra,
  };
}

/** A feed of events numbered 1..n, all received at `receivedAt`. */
export function makeFeed(events: WidgetEvent[], receivedAt = 0, start = 1): FeedItem[] {
  return events.map((event, index) => ({
    n: start + index,
    seq: start + index,
    epoch: 'e1',
    event,
    receivedAt,
  }));
}

/** A widget as the API answers it (parsed by its contract, so it stays valid). */
export function makeWidget(overrides: Partial<Widget> = {}): Widget {
  const id = overrides.id ?? 'w-1';
  return widgetSchema.parse({
    id,
    ownerId: '0190f5a0-0000-7000-8000-0000000000aa',
    type: 'chat',
    name: 'My widget',
    settings: {},
    key: `key-${id}`,
    overlayUrl: `http://localhost/widget/key-${id}`,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    health: { connections: 0, lastEventAt: null, lastSeenAt: null },
    ...overrides,
  });
}
