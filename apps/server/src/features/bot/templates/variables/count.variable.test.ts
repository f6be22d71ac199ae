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

describe('{count name}', () => {
  it('is the counter’s value in any template, 0 for a counter there is not', async () => {
    const counter = async (name: string) => (name === 'deaths' ? 7 : null);
    expect(await countVariable.resolve(templateContext({ count: 3, counter }), 'deaths')).toBe('7');
    expect(await countVariable.resolve(templateContext({ counter }), '!Deaths')).toBe('7');
    expect(await countVariable.resolve(templateContext({ kind: 'timer', counter }), 'wins')).toBe(
      '0',
    );
    expect(
      await countVariable.resolve(
        templateContext({ kind: 'alert', alert: { count: '5' }, counter }),
        'deaths',
      ),
    ).toBe('7');
  });
});
