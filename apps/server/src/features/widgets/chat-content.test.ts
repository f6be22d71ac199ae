import { describe, expect, it } from 'vitest';
import { splitChatContent } from './chat-content';

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
    const content = '<img src=x onerror=alert(1)> [emote:abc:Nope] [emote:12:]';
    expect(splitChatContent(content)).toEqual({
      parts: [{ kind: 'text', text: content }],
      text: content,
    });
  });
});
