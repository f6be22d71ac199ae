import { describe, expect, it } from 'vitest';
import type { AudienceView } from '../../audience/audience.service';
import { chattersVariable } from './chatters.variable';
import { followageVariable } from './followage.variable';
import { followersVariable } from './followers.variable';
import { NOW, templateContext } from './test-context';

const DAY = 86_400_000;

function audience(patch: Partial<AudienceView> = {}): AudienceView {
  return {
    followOf: async (id) =>
      id === '42'
        ? { kickUserId: '42', username: 'pixel_pat', followedAt: new Date(NOW - 12 * DAY) }
        : null,
    followOfName: async () => null,
    follows: async () => ({ seen: 1204, since: new Date(NOW - 90 * DAY) }),
    activeChatters: async (minutes) => (minutes === 10 ? 31 : minutes === 5 ? 23 : minutes),
    ...patch,
  };
}

describe('{followage}', () => {
  it('is how long the sender has followed, from the follow Kyo saw', async () => {
    const ctx = templateContext({
      sender: { username: 'pixel_pat', kickUserId: '42' },
      audience: audience(),
    });
    expect(await followageVariable.resolve(ctx, '')).toBe('12 days');
  });

  it('says unknown for a follow Kyo never saw, and for the playground’s made-up viewer', async () => {
    const unseen = templateContext({
      sender: { username: 'sub_sam', kickUserId: '7' },
      audience: audience(),
    });
    expect(await followageVariable.resolve(unseen, '')).toBe('unknown');
    const playground = templateContext({ sender: { username: 'viewer' }, audience: audience() });
    expect(await followageVariable.resolve(playground, '')).toBe('unknown');
  });
});

describe('{followers} and {chatters}', () => {
  it('read the follows recorded and the chatters of the last 5 (or N) minutes', async () => {
    const ctx = templateContext({ audience: audience() });
    expect(await followersVariable.resolve(ctx, '')).toBe('1204');
    expect(await chattersVariable.resolve(ctx, '')).toBe('23');
    expect(await chattersVariable.resolve(ctx, '10')).toBe('31');
    // Outside 1..10 minutes, or not a number: clamped.
    expect(await chattersVariable.resolve(ctx, '60')).toBe('31');
    expect(await chattersVariable.resolve(ctx, 'lots')).toBe('23');
  });
});
