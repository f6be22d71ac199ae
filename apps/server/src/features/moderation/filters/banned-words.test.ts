import type { BannedTerm } from '@kyo/contracts';
import { describe, expect, it } from 'vitest';
import { compileBannedWords, termInputOf, termProblems } from './banned-words';

const terms = (...list: Array<[string, BannedTerm['mode']]>) =>
  list.map(([text, mode]) => ({ text, mode }));

describe('banned words', () => {
  const matcher = compileBannedWords(
    terms(
      ['badword', 'word'],
      ['free followers', 'word'],
      ['kötü', 'word'],
      ['*fuck*', 'wildcard'],
      ['buy\\s+views', 'regex'],
      ['çirkin\\w*', 'regex'],
    ),
  )!;
  const says = (line: string) => matcher.matches(termInputOf(line));

  it('matches whole words and phrases, not parts of other words', () => {
    expect(says('you are a BADWORD!')).toBe(true);
    expect(says('get FREE   followers now')).toBe(true);
    expect(says('free.followers')).toBe(true);
    expect(says('badwords and wordbad')).toBe(false);
    expect(says('bad word')).toBe(false);
  });

  it('sees through leetspeak, digits, spacing, look-alikes and zero-width characters', () => {
    for (const line of [
      'b4dw0rd',
      'badword123',
      'b a d w o r d',
      'you are a b a d w o r d',
      'ＢＡＤＷＯＲＤ',
      'bаdwоrd',
      'b\u200badword',
    ])
      expect(says(line), line).toBe(true);
  });

  it('matches Turkish terms however they are written', () => {
    expect(says('KÖTÜ adam')).toBe(true);
    expect(says('k0tü')).toBe(true);
    expect(says('çok kotu')).toBe(true);
    expect(says('ÇİRKİNsin')).toBe(true);
  });

  it('matches wildcards inside one word and expressions case-insensitively', () => {
    expect(says('motherfuckers')).toBe(true);
    expect(says('BUY     VIEWS here')).toBe(true);
    expect(says('views to buy')).toBe(false);
  });

  it('finds a phrase at word boundaries anywhere in the line, in leetspeak too', () => {
    expect(says('lol free followers')).toBe(true);
    expect(says('gg fr33 f0ll0wers')).toBe(true);
    expect(says('free followers!!')).toBe(true);
    expect(says('free, followers')).toBe(true);
    expect(says('free followersx')).toBe(false);
    expect(says('xfree followers')).toBe(false);
    expect(says('free')).toBe(false);
    expect(says('followers free')).toBe(false);
  });

  it('matches a wildcard only on a whole word that has its letters', () => {
    const wild = compileBannedWords(terms(['sc*m', 'wildcard'], ['*coin', 'wildcard']))!;
    const hit = (line: string) => wild.matches(termInputOf(line));
    expect(hit('what a scam')).toBe(true);
    expect(hit('SCAAAM')).toBe(true);
    expect(hit('buy bitcoin now')).toBe(true);
    expect(hit('scams')).toBe(false);
    expect(hit('coins')).toBe(false);
    expect(hit('s cam')).toBe(false);
  });

  it('compiles nothing for an empty list', () => {
    expect(compileBannedWords([])).toBeNull();
  });

  it('names the term it refuses and why', () => {
    expect(
      termProblems(
        terms(
          ['ok', 'word'],
          ['(a+)+', 'regex'],
          ['two words*', 'wildcard'],
          ['*', 'wildcard'],
          ['a*b*c*d*e', 'wildcard'],
          ['!!!', 'word'],
          ['*free-stuff*', 'wildcard'],
        ),
      ),
    ).toEqual([
      { index: 1, reason: expect.stringContaining('repeated group') },
      { index: 2, reason: expect.stringContaining('one word') },
      { index: 3, reason: expect.stringContaining('two letters') },
      { index: 4, reason: expect.stringContaining('at most 3') },
      { index: 5, reason: expect.stringContaining('letter or digit') },
      { index: 6, reason: expect.stringContaining('no punctuation') },
    ]);
    // A refused term never reaches the expression (whose `u` flag refuses `\-`).
    expect(() => compileBannedWords(terms(['*free-stuff*', 'wildcard']))).not.toThrow();
  });

  it('handles a thousand terms of 200 characters on a 500-character line in bounded time', () => {
    const big = compileBannedWords(
      Array.from({ length: 1000 }, (_, i) => ({
        text: `${'a'.repeat(190)}${i}b`,
        mode: 'word' as const,
      })),
    )!;
    const started = performance.now();
    big.matches(termInputOf(`${'a'.repeat(499)}c`));
    expect(performance.now() - started).toBeLessThan(200);
  });
});
