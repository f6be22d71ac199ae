import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor';

describe('insertAtCursor', () => {
  it('puts the token at the caret and moves the caret after it', () => {
    expect(insertAtCursor('Hello !', '{user}', 6, 6)).toEqual({
      value: 'Hello {user}!',
      caret: 12,
    });
  });

  it('replaces the selected text', () => {
    expect(insertAtCursor('Hi NAME, welcome', '{user}', 3, 7)).toEqual({
      value: 'Hi {user}, welcome',
      caret: 9,
    });
  });

  it('appends when the caret is unknown (the field was never focused)', () => {
    expect(insertAtCursor('Thanks ', '{name}')).toEqual({ value: 'Thanks {name}', caret: 13 });
  });

  it('keeps a caret past the end inside the text', () => {
    expect(insertAtCursor('ab', '{x}', 10, 12)).toEqual({ value: 'ab{x}', caret: 5 });
  });
});
