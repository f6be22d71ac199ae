import { describe, expect, it } from 'vitest';
import { songVariable } from './song.variable';
import { templateContext } from './test-context';

describe('{song}', () => {
  it('is what the song source answers', async () => {
    const ctx = templateContext({ song: async () => 'Neon Nights – The Demos' });
    expect(await songVariable.resolve(ctx, '')).toBe('Neon Nights – The Demos');
  });
});
