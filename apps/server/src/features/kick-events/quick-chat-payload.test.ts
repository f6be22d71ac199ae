import { describe, expect, it } from 'vitest';
import { kickEventPayloadSchemas, toChannelEvent, type KickEvent } from '@kyo/contracts';
import { OWNER } from '../../../test/kick-samples';
import { quickChatPayload } from './quick-chat-payload';

const schema = kickEventPayloadSchemas['chat.message.sent'];

const user = (id: number | null, name: string | null) => ({
  is_anonymous: false,
  user_id: id,
  username: name,
  is_verified: false,
  profile_picture: null,
  channel_slug: name,
  identity: {
    username_color: '#53FC18',
    badges: [
      { type: 'subscriber', text: 'Subscriber', count: 3 },
      { type: 'moderator', text: 'Moderator' },
    ],
  },
});

/** Chat payloads as Kick sends them (docs/platforms/kick.md §7), and as the emulator does. */
const SAMPLES: Array<Record<string, unknown>> = [
  {
    message_id: 'm-1',
    broadcaster: { ...user(1, 'streamer'), identity: null },
    sender: user(500, 'viewer_1'),
    content: 'gg that was close [emote:37226:KEKW]',
    emotes: [{ emote_id: '37226', positions: [{ s: 18, e: 36 }] }],
    replies_to: { message_id: 'm-0', content: 'first', sender: user(501, 'viewer_2') },
    created_at: '2026-11-29T08:39:11Z',
  },
  {
    message_id: 'm-2',
    broadcaster: { user_id: 1, username: 'streamer' },
    sender: { is_anonymous: true, user_id: null, username: null },
    content: '!hello there',
    emotes: null,
    created_at: '0001-01-01T00:00:00Z',
  },
];

/** Every path of a JSON value, objects' keys and arrays' items, down to the leaves. */
function paths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value !== 'object' || value === null) return [at];
  const children = Array.isArray(value)
    ? value.map((item, i) => paths(item, [...at, i]))
    : Object.entries(value).map(([key, item]) => paths(item, [...at, key]));
  return [at, ...children.flat()];
}

/** The payload with the value at `path` replaced (or deleted when `value` is the marker). */
const DELETE = Symbol('delete');
function mutate(payload: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(payload) as Record<string | number, unknown>;
  if (path.length === 0) return value;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === DELETE) delete parent[last];
  else parent[last] = value;
  return copy;
}

const asEvent = (payload: unknown) =>
  toChannelEvent(
    {
      type: 'chat.message.sent',
      messageId: 'kick-1',
      broadcasterUserId: 1,
      sentAt: 1_000,
      receivedAt: 1_200,
      payload,
    } as KickEvent,
    OWNER,
  );

describe('a chat line read without the schema', () => {
  it('takes the common shapes', () => {
    for (const sample of SAMPLES) expect(quickChatPayload(sample)).toBe(sample);
  });

  it('takes nothing the schema refuses, and reads everything it takes as the schema does', () => {
    const values: unknown[] = [DELETE, null, 'x', '', 0, 7, -1.5, Infinity, true, {}, [], [{}]];
    let taken = 0;
    let checked = 0;
    for (const sample of SAMPLES) {
      const variants = [
        ...paths(sample).flatMap((path) => values.map((value) => mutate(sample, path, value))),
        { ...sample, unknown_field: { anything: [1, 2] } },
      ];
      for (const variant of variants) {
        checked++;
        const quick = quickChatPayload(variant);
        if (quick === null) continue;
        taken++;
        const parsed = schema.safeParse(variant);
        expect(parsed.success, JSON.stringify(variant)).toBe(true);
        expect(asEvent(quick), JSON.stringify(variant)).toEqual(asEvent(parsed.data));
      }
    }
    // The quick reading took a good part of the variants (not only the samples themselves).
    expect(checked).toBeGreaterThan(500);
    expect(taken).toBeGreaterThan(checked / 5);
  });
});
