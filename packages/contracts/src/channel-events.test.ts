import { describe, expect, it } from 'vitest';
import { actorName, actorOf, splitChatContent, toChannelEvent } from './channel-events';

describe('chat content', () => {
  it('splits text and emote tokens into parts, and reads emotes by name in the plain text', () => {
    expect(splitChatContent('Hello [emote:37226:KEKW] world')).toEqual({
      parts: [
        { kind: 'text', text: 'Hello ' },
        { kind: 'emote', id: '37226', name: 'KEKW' },
        { kind: 'text', text: ' world' },
      ],
      text: 'Hello KEKW world',
    });
  });

  it('keeps emotes that follow each other as separate parts', () => {
    expect(splitChatContent('[emote:1:A][emote:2:B]').parts).toEqual([
      { kind: 'emote', id: '1', name: 'A' },
      { kind: 'emote', id: '2', name: 'B' },
    ]);
  });

  it('leaves a message without emotes as one text part', () => {
    expect(splitChatContent('just text').parts).toEqual([{ kind: 'text', text: 'just text' }]);
    expect(splitChatContent('').parts).toEqual([]);
  });

  it('treats markup and malformed tokens as plain text', () => {
    const content =
      '<img src=x onerror=alert(1)> [emote:abc:Nope] [emote:12:] [emote:0:Zero] [emote:007:Bond]';
    expect(splitChatContent(content)).toEqual({
      parts: [{ kind: 'text', text: content }],
      text: content,
    });
  });
});

describe('reading a Kick event once', () => {
  const owner = { userId: 'owner-1', username: 'kyo_demo' };
  const base = {
    messageId: 'hook-1',
    broadcasterUserId: 1001,
    sentAt: 1_000,
    receivedAt: 1_200,
  };

  it('gives anonymous and nameless users one shape', () => {
    expect(actorOf({ is_anonymous: true, user_id: null, username: null })).toMatchObject({
      id: null,
      name: null,
      anonymous: true,
    });
    expect(actorOf({ user_id: 5, username: '  ' })).toMatchObject({ anonymous: true, id: null });
    expect(actorOf({ user_id: 5, username: 'pat' })).toMatchObject({
      id: 5,
      name: 'pat',
      anonymous: false,
    });
    expect(actorName(actorOf(null))).toBe('Anonymous');
    expect(actorName(actorOf({ user_id: 5, username: 'pat' }))).toBe('pat');
  });

  it('reads a chat line with its owner, its parts and a safe colour', () => {
    const event = toChannelEvent(
      {
        ...base,
        type: 'chat.message.sent',
        payload: {
          message_id: 'm-1',
          broadcaster: { user_id: 1001, username: 'kyo_demo' },
          sender: {
            user_id: 7,
            username: 'pat',
            identity: { username_color: 'red;x:y', badges: [{ type: 'vip' }] },
          },
          content: 'hi [emote:37226:KEKW]',
          created_at: '2026-05-01T20:00:00Z',
        },
      },
      owner,
    );
    expect(event).toMatchObject({
      kind: 'chat',
      source: 'chat.message.sent',
      id: 'hook-1',
      ownerId: 'owner-1',
      channelName: 'kyo_demo',
      messageId: 'm-1',
      sender: {
        id: 7,
        name: 'pat',
        color: null,
        badges: [{ type: 'vip', text: null, count: null }],
      },
      text: 'hi KEKW',
      at: Date.parse('2026-05-01T20:00:00Z'),
      replyToMessageId: null,
    });
  });

  it('reads stream times, treating Go’s zero time as none', () => {
    const event = toChannelEvent(
      {
        ...base,
        type: 'livestream.status.updated',
        payload: {
          broadcaster: { user_id: 1001, username: 'kyo_demo' },
          is_live: false,
          title: null,
          started_at: '0001-01-01T00:00:00Z',
          ended_at: '2026-05-01T21:00:00Z',
        },
      },
      owner,
    );
    expect(event).toMatchObject({
      kind: 'stream',
      live: false,
      startedAt: null,
      endedAt: Date.parse('2026-05-01T21:00:00Z'),
    });
  });
});
