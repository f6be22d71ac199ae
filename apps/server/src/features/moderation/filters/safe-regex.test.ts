import { describe, expect, it } from 'vitest';
import { checkExpression } from './safe-regex';

const ok = (source: string) => checkExpression(source).ok;

describe('the safe subset of regular expressions', () => {
  it('accepts what streamers write', () => {
    for (const source of [
      'buy\\s+views',
      'f+u+c+k+',
      'n[i1]gg',
      '(?:ha)+',
      '\\w+\\s+\\w+',
      'a{2,5}a{2,5}',
      '^!sr\\b',
      'çirkin\\w*',
      'free (?:v-?bucks|robux)',
    ])
      expect(ok(source), source).toBe(true);
  });

  it('refuses nested and choice repetitions (exponential)', () => {
    expect(checkExpression('(a+)+$')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('repeated group'),
    });
    expect(ok('(a|a)*b')).toBe(false);
    expect(ok('(?:\\w+\\s?)*$')).toBe(false);
  });

  it('refuses neighbouring repetitions that eat the same characters (polynomial)', () => {
    expect(checkExpression('\\w+\\d+')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('next to each other'),
    });
    expect(ok('.*x.*')).toBe(false);
    expect(ok('x{1,100}x{1,100}')).toBe(false);
    expect(ok('\\s*(?:a|\\s*b)')).toBe(false);
  });

  it('refuses back-references and lookaround, and names a syntax error', () => {
    expect(ok('(a)\\1')).toBe(false);
    expect(ok('(?=x)y')).toBe(false);
    expect(ok('(?<!x)y')).toBe(false);
    expect(checkExpression('[')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a valid'),
    });
  });

  it('keeps what it accepts fast on a crafted 500-character line', () => {
    for (const source of ['\\s+x', 'a+b', '[a-z]+\\d', '(?:ab)+c']) {
      const expression = new RegExp(source, 'iu');
      const started = performance.now();
      for (const filler of ['a', ' ', 'ab', '1']) expression.test(filler.repeat(500));
      expect(performance.now() - started, source).toBeLessThan(50);
    }
  });
});
