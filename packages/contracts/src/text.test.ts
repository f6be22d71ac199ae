import { describe, expect, it } from 'vitest';
import { hasUnsafeText, jsonMayHoldUnsafeText } from './text';

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
