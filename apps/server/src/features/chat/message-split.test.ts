import { describe, expect, it } from 'vitest';
import { toChatMessages } from './message-split';

const length = (s: string) => Array.from(s).length;

describe('splitting chat messages', () => {
  it('keeps a short message as it is', () => {
    expect(toChatMessages('hello chat')).toEqual(['hello chat']);
  });

  it('turns newlines into spaces and trims', () => {
    expect(toChatMessages('  line one\nline two\r\n\nline three  ')).toEqual([
      'line one line two line three',
    ]);
  });

  it('answers nothing for blank text', () => {
    expect(toChatMessages(' \n ')).toEqual([]);
  });

  it('splits text over 500 characters on word boundaries', () => {
    const words = Array.from({ length: 150 }, (_, i) => `word${i}`).join(' ');
    const parts = toChatMessages(words);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(length(part)).toBeLessThanOrEqual(500);
      expect(part).toMatch(/^word\d+( word\d+)*$/);
    }
    expect(parts.join(' ')).toBe(words);
  });

  it('counts code points, so emoji do not push a message over the limit', () => {
    const text = '🎉'.repeat(500);
    expect(text.length).toBe(1000);
    expect(toChatMessages(text)).toEqual([text]);
    const parts = toChatMessages('🎉'.repeat(501));
    expect(parts.map(length)).toEqual([500, 1]);
  });

  it('cuts a single word longer than the limit', () => {
    const parts = toChatMessages('x'.repeat(1200));
    expect(parts.map(length)).toEqual([500, 500, 200]);
  });

  it('splits exactly at a space that falls on the limit', () => {
    const text = `${'a'.repeat(500)} ${'b'.repeat(10)}`;
    expect(toChatMessages(text)).toEqual(['a'.repeat(500), 'b'.repeat(10)]);
  });
});
