import { describe, expect, it } from 'vitest';
import { fold, foldLight, spelledOut, tokenReadings, tokensOf } from './fold';

describe('fold', () => {
  it('lower-cases plain ASCII and nothing else', () => {
    expect(fold('Hello THERE, 123!')).toBe('hello there, 123!');
  });

  it('folds look-alike letters from Cyrillic and Greek to Latin', () => {
    expect(fold('ЅРАМ bаdwоrd')).toBe('spam badword');
    expect(fold('νιεω')).toBe('view');
  });

  it('folds full-width and mathematical letters, accents and zalgo', () => {
    expect(fold('Ｂáđ 𝐛𝐚𝐝 Z̷̢a̶l̵g̷o')).toBe('bad bad zalgo');
  });

  it('reads Turkish letters as their base letters, dotted and dotless i alike', () => {
    expect(fold('İYİ ıslak ŞEKER çığ ÖÜ')).toBe('iyi islak seker cig ou');
  });

  it('removes zero-width and direction characters used to split a word', () => {
    expect(fold('b\u200ba\u200dd\u2060w\uFEFFo\u202Erd')).toBe('badword');
  });

  it('keeps accents in the light reading (for expressions written with them)', () => {
    expect(foldLight('KÖTÜ İYİ\u200b')).toBe('kötü iyi');
  });
});

describe('tokens and readings', () => {
  it('splits on spaces and punctuation but keeps leetspeak symbols inside words', () => {
    expect(tokensOf('free.followers, b@d $hit')).toEqual(['free', 'followers', 'b@d', '$hit']);
  });

  it('reads leetspeak, stray edge symbols and letters alone', () => {
    expect(tokenReadings('sh1t')).toEqual(['sh1t', 'shit', 'sht']);
    expect(tokenReadings('b4d!')).toEqual(['b4d!', 'badi', 'bad', 'bd']);
    expect(tokenReadings('badword123')).toEqual(['badword123', 'badwordi2e', 'badword']);
  });

  it('leaves numbers and ordinary words alone', () => {
    expect(tokenReadings('2024')).toEqual(['2024']);
    expect(tokenReadings('hello')).toEqual(['hello']);
  });

  it('joins words typed one letter at a time, also after a real one-letter word', () => {
    expect(spelledOut(['b', 'a', 'd'])).toEqual(['bad']);
    expect(spelledOut(tokensOf('you are a b a d w o r d'))).toContain('badword');
    expect(spelledOut(['no', 'spelled', 'words'])).toEqual([]);
  });

  it('caps a spelled-out run, so a long one costs a bounded amount', () => {
    const run = Array.from({ length: 400 }, () => 'x');
    expect(spelledOut(run).length).toBeLessThanOrEqual((38 * 39) / 2);
  });
});
