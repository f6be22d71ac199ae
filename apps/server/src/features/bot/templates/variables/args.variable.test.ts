import { describe, expect, it } from 'vitest';
import { argsVariable } from './args.variable';
import { templateContext } from './test-context';

describe('{args}', () => {
  it('is everything after the command, words joined by one space', async () => {
    expect(await argsVariable.resolve(templateContext({ args: ['good', 'game', 'all'] }), '')).toBe(
      'good game all',
    );
  });

  it('is empty without arguments', async () => {
    expect(await argsVariable.resolve(templateContext(), '')).toBe('');
  });
});
