import { describe, expect, it } from 'vitest';
import { templateContext } from './test-context';
import { touserVariable } from './touser.variable';

describe('{touser}', () => {
  it('is the first argument without its leading @', async () => {
    expect(await touserVariable.resolve(templateContext({ args: ['@luna', 'hi'] }), '')).toBe(
      'luna',
    );
    expect(await touserVariable.resolve(templateContext({ args: ['luna'] }), '')).toBe('luna');
  });

  it('falls back to the sender without an argument', async () => {
    expect(await touserVariable.resolve(templateContext(), '')).toBe('pixel_pat');
    expect(await touserVariable.resolve(templateContext({ args: ['@'] }), '')).toBe('pixel_pat');
  });
});
