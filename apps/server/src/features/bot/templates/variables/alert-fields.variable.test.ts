import { describe, expect, it } from 'vitest';
import { alertFieldVariables } from './alert-fields.variable';
import { templateContext } from './test-context';

const variable = (name: string) => alertFieldVariables.find((v) => v.name === name)!;

describe('alert variables', () => {
  it('read the event’s values', async () => {
    const ctx = templateContext({
      kind: 'alert',
      alert: {
        name: 'sub_sam',
        months: '6',
        gifter: 'Anonymous',
        amount: '500',
        gift: 'Rage',
        message: 'gg',
      },
    });
    expect(await variable('name').resolve(ctx, '')).toBe('sub_sam');
    expect(await variable('months').resolve(ctx, '')).toBe('6');
    expect(await variable('gifter').resolve(ctx, '')).toBe('Anonymous');
    expect(await variable('amount').resolve(ctx, '')).toBe('500');
    expect(await variable('gift').resolve(ctx, '')).toBe('Rage');
    expect(await variable('message').resolve(ctx, '')).toBe('gg');
  });

  it('are empty when the event has no such value', async () => {
    expect(
      await variable('message').resolve(templateContext({ kind: 'alert', alert: {} }), ''),
    ).toBe('');
  });
});
