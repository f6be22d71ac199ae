import { describe, expect, it } from 'vitest';
import { parseChannelsAnswer } from './channel-live';

const channel = (id: number, stream: Record<string, unknown> | null, extra = {}) => ({
  broadcaster_user_id: id,
  slug: `c${id}`,
  stream_title: `Title ${id}`,
  category: { id: 1, name: 'Just Chatting' },
  stream,
  ...extra,
});

describe('parseChannelsAnswer', () => {
  it('gives every id asked a value: live with viewers, offline, or missing', () => {
    const body = {
      data: [
        channel(1, { is_live: true, viewer_count: 650, start_time: '2026-11-21T12:00:00Z' }),
        channel(2, { is_live: false, viewer_count: 0, start_time: '0001-01-01T00:00:00Z' }),
      ],
      message: 'OK',
    };
    const result = parseChannelsAnswer(body, [1, 2, 3]);
    expect([...result]).toEqual([
      [
        1,
        {
          kind: 'live',
          viewers: 650,
          startedAt: '2026-11-21T12:00:00Z',
          title: 'Title 1',
          category: 'Just Chatting',
        },
      ],
      [2, { kind: 'offline', title: 'Title 2', category: 'Just Chatting' }],
      [3, { kind: 'missing' }],
    ]);
  });

  it('keeps one channel’s bad entry to itself: the rest of the batch is read', () => {
    const body = {
      data: [
        channel(1, { is_live: 'yes' }),
        channel(2, { is_live: true, viewer_count: 10 }),
        { no_id: true },
        null,
      ],
    };
    const result = parseChannelsAnswer(body, [1, 2]);
    expect(result.get(1)).toMatchObject({
      kind: 'unknown',
      detail: expect.stringMatching(/is_live/),
    });
    expect(result.get(2)).toMatchObject({ kind: 'live', viewers: 10, startedAt: null });
  });

  it('reads a live channel without a usable count as viewers null, and nulls as absent', () => {
    const body = {
      data: [
        channel(1, { is_live: true, viewer_count: null, start_time: 'not a date' }),
        channel(2, { is_live: true, viewer_count: -3 }, { stream_title: null, category: null }),
        channel(3, null),
      ],
    };
    const result = parseChannelsAnswer(body, [1, 2, 3]);
    expect(result.get(1)).toMatchObject({ kind: 'live', viewers: null, startedAt: null });
    expect(result.get(2)).toEqual({
      kind: 'live',
      viewers: null,
      startedAt: null,
      title: null,
      category: null,
    });
    expect(result.get(3)).toMatchObject({ kind: 'offline' });
  });

  it('throws for an answer that is not the envelope at all', () => {
    for (const body of [null, {}, { data: {} }, 'OK', { data: 'Channel not found' }]) {
      expect(() => parseChannelsAnswer(body, [1])).toThrow(/data list/);
    }
  });
});
