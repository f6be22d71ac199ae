import { describe, expect, it } from 'vitest';
import { templateContext } from './test-context';
import { titleVariable } from './title.variable';

describe('{title}', () => {
  it('is the stream title', async () => {
    expect(await titleVariable.resolve(templateContext({ stream: { title: 'Chill' } }), '')).toBe(
      'Chill',
    );
  });

  it('prefers the title the live alert’s event carries', async () => {
    const ctx = templateContext({
      kind: 'alert',
      alert: { title: 'New' },
      stream: { title: 'Old' },
    });
    expect(await titleVariable.resolve(ctx, '')).toBe('New');
  });

  it('is empty when unknown', async () => {
    expect(await titleVariable.resolve(templateContext(), '')).toBe('');
  });
});
