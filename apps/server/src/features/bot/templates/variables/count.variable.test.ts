import { describe, expect, it } from 'vitest';
import { countVariable } from './count.variable';
import { templateContext } from './test-context';

describe('{count}', () => {
  it('is the command’s usage count in a command', async () => {
    expect(await countVariable.resolve(templateContext({ count: 42 }), '')).toBe('42');
  });

  it('is the number of gifted subs in the gift alert', async () => {
    expect(
      await countVariable.resolve(templateContext({ kind: 'alert', alert: { count: '5' } }), ''),
    ).toBe('5');
  });
});
