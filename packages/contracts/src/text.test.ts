import { describe, expect, it } from 'vitest';
import {
  MAX_JSON_DEPTH,
  findUnsafeText,
  hasUnsafeText,
  jsonDeeperThan,
  jsonMayHoldUnsafeText,
  repairTextDeep,
} from './text';

describe('jsonMayHoldUnsafeText', () => {
  const cases: unknown[] = [
    { content: 'plain' },
    { content: 'nul\u0000inside' },
    { content: 'lone \uD83D high' },
    { content: 'lone \uDE00 low' },
    { content: 'a pair 😀 and ü and \u00e9' },
    { ['key\u0000']: 'x' },
    ['\uDBFF'],
    { content: 'a backslash \\u0000 typed by a viewer' },
  ];

  it('never misses text that breaks the rule, whatever the case of the escape', () => {
    for (const value of cases) {
      const json = JSON.stringify(value);
      if (hasUnsafeText(JSON.parse(json))) expect(jsonMayHoldUnsafeText(json), json).toBe(true);
      const upper = json.replace(
        /\\u([0-9a-f]{4})/g,
        (_, hex: string) => `\\u${hex.toUpperCase()}`,
      );
      if (hasUnsafeText(JSON.parse(upper))) expect(jsonMayHoldUnsafeText(upper), upper).toBe(true);
    }
  });

  it('clears ordinary chat at once, pairs and non-ASCII letters included', () => {
    expect(jsonMayHoldUnsafeText(JSON.stringify({ content: 'gg [emote:1:KEKW] ü 😀' }))).toBe(
      false,
    );
    // A surrogate pair written as escapes is a character, but the scan is conservative.
    expect(jsonMayHoldUnsafeText('{"c":"\\ud83d\\ude00"}')).toBe(true);
    expect(hasUnsafeText(JSON.parse('{"c":"\\ud83d\\ude00"}'))).toBe(false);
  });
});

describe('walking JSON of any depth', () => {
  /** `[[[…"text"…]]]`, `depth` arrays deep, as an attacker's body parses. */
  const nested = (depth: number, leaf: unknown) =>
    JSON.parse(`${'['.repeat(depth)}${JSON.stringify(leaf)}${']'.repeat(depth)}`) as unknown;

  it('checks, finds and repairs text 20,000 levels deep without overflowing the stack', () => {
    const deep = nested(20_000, 'nul\u0000');
    expect(hasUnsafeText(deep)).toBe(true);
    expect(findUnsafeText(deep)).toHaveLength(20_000);
    let repaired = repairTextDeep(deep);
    for (let i = 0; i < 20_000; i++) repaired = (repaired as unknown[])[0];
    expect(repaired).toBe('nul');
    expect(hasUnsafeText(nested(20_000, 'fine'))).toBe(false);
  });

  it('says when a value nests deeper than the limit', () => {
    expect(jsonDeeperThan(nested(20_000, 1))).toBe(true);
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH, 1))).toBe(false);
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH + 1, 1))).toBe(true);
    expect(jsonDeeperThan({ a: { b: [{ c: 1 }] } }, 4)).toBe(false);
    expect(jsonDeeperThan({ a: { b: [{ c: {} }] } }, 4)).toBe(true);
    expect(jsonDeeperThan(Buffer.from('[[[['), 1)).toBe(false);
    expect(jsonDeeperThan('[[[[', 1)).toBe(false);
  });

  it('names the first bad field in document order, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: ['x', 'bad\u0000', 'bad\u0000'] })).toEqual(['b', '1']);
    expect(findUnsafeText({ a: { ['k\u0000']: 1 }, b: 'bad\u0000' })).toEqual(['a', 'k\u0000']);
    expect(findUnsafeText({ a: 'ok' })).toBeNull();
    expect(repairTextDeep({ ['k\u0000']: ['\uD800x', 2, null] })).toEqual({
      k: ['\uFFFDx', 2, null],
    });
  });
});
