import { describe, expect, it } from 'vitest';
import { templateContext } from './test-context';
import { viewersVariable } from './viewers.variable';

describe('{viewers}', () => {
  it('is the polled viewer count', async () => {
    expect(await viewersVariable.resolve(templateContext({ stream: { viewers: 1234 } }), '')).toBe(
      '1234',
    );
  });

  it('is 0 when Kick reported none', async () => {
    expect(await viewersVariable.resolve(templateContext(), '')).toBe('0');
  });
});
