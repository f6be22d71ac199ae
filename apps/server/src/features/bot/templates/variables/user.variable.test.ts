import { describe, expect, it } from 'vitest';
import { templateContext } from './test-context';
import { userVariable } from './user.variable';

describe('{user}', () => {
  it('is the viewer who typed the command', async () => {
    expect(await userVariable.resolve(templateContext(), '')).toBe('pixel_pat');
  });

  it('is empty where there is no sender (timers)', async () => {
    expect(
      await userVariable.resolve(templateContext({ kind: 'timer', sender: undefined }), ''),
    ).toBe('');
  });
});
