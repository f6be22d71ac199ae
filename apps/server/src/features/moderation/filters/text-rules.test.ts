import { describe, expect, it } from 'vitest';
import { capitals, lengthOf, longestRun, mostRepeatedWord, ownText, symbols } from './text-rules';

describe('counting rules', () => {
  it('takes mentions out of the viewer’s own words', () => {
    expect(ownText(['@BIG_BOSS hello', '@Ünal_42 there'])).toBe('  hello   there');
  });

  it('counts capitals among letters that have a case, Turkish ones included', () => {
    expect(capitals('HELLO there')).toEqual({ letters: 10, upper: 5 });
    expect(capitals('İYİ ŞEKER ğ')).toEqual({ letters: 9, upper: 8 });
    expect(capitals('123 !!! 😀 日本')).toEqual({ letters: 0, upper: 0 });
  });

  it('counts symbols among characters that are not spaces, emoji included', () => {
    expect(symbols('hi!!! ??')).toEqual({ characters: 7, symbols: 5 });
    expect(symbols('ışık 😀')).toEqual({ characters: 5, symbols: 1 });
    expect(symbols('a\tb\u00a0\u3000c#')).toEqual({ characters: 4, symbols: 1 });
  });

  it('finds the longest run of one character, by code point', () => {
    expect(longestRun('loooool')).toBe(5);
    expect(longestRun('😀😀😀a')).toBe(3);
    expect(longestRun('')).toBe(0);
    // Two emoji sharing a high surrogate are different characters.
    expect(longestRun('😀😁😀😁')).toBe(1);
  });

  it('finds the most repeated word', () => {
    expect(mostRepeatedWord(['spam', 'spam', 'eggs', 'spam'])).toBe(3);
    expect(mostRepeatedWord(['one'])).toBe(1);
    const long = Array.from({ length: 40 }, (_, i) => (i % 8 === 0 ? 'spam' : `w${i}`));
    expect(mostRepeatedWord(long)).toBe(5);
  });

  it('measures length in code points as Kick does', () => {
    expect(lengthOf('😀😀')).toBe(2);
    expect(lengthOf('abc')).toBe(3);
  });
});
