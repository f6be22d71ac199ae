import { describe, expect, it } from 'vitest';
import { channelVariable } from './channel.variable';
import { templateContext } from './test-context';

describe('{channel}', () => {
  it('is the channel’s Kick name', async () => {
    expect(await channelVariable.resolve(templateContext(), '')).toBe('kyo_demo');
  });
});
