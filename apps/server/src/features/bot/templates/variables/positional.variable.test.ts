import { describe, expect, it } from 'vitest';
import { positionalVariables } from './positional.variable';
import { templateContext } from './test-context';

describe('{1} … {9}', () => {
  it('registers nine variables named 1 to 9', () => {
    expect(positionalVariables.map((v) => v.name)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('picks the nth word and is empty past the last one', async () => {
    const ctx = templateContext({ args: ['a', 'b', 'c'] });
    expect(await positionalVariables[0]!.resolve(ctx, '')).toBe('a');
    expect(await positionalVariables[2]!.resolve(ctx, '')).toBe('c');
    expect(await positionalVariables[3]!.resolve(ctx, '')).toBe('');
  });
});
