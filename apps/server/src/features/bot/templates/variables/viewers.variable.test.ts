import { describe, expect, it } from 'vitest';
import { templateContext } from './test-context';
import { viewersVariable } from './viewers.variable';

describe('{viewers}', () => {
  it('is the polled viewer count', async () => {
    expect(await viewersVariable.resolve(templateContext({ stream: { viewers: 1234 } }), '')).toBe(
      '1234',
    );
  });

  it('is 0 when Kick reports none watching', async () => {
    expect(await viewersVariable.resolve(templateContext({ stream: { viewers: 0 } }), '')).toBe(
      '0',
    );
  });

  it('says unknown, never 0, when Kick could not be read', async () => {
    expect(await viewersVariable.resolve(templateContext(), '')).toBe('unknown');
    const stale = templateContext({ stream: { viewers: 40, unavailable: true } });
    expect(await viewersVariable.resolve(stale, '')).toBe('unknown');
  });
});
