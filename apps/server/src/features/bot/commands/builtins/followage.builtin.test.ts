import { describe, expect, it } from 'vitest';
import { NOW } from '../../templates/variables/test-context';
import { followageBuiltin } from './followage.builtin';
import { builtinContext } from './test-context';

const DAY = 86_400_000;
const pat = { kickUserId: '42', username: 'pixel_pat', followedAt: new Date(NOW - 40 * DAY) };

describe('!followage', () => {
  const audience = {
    followOf: async (id: string) => (id === '42' ? pat : null),
    followOfName: async (name: string) => (name.toLowerCase() === 'pixel_pat' ? pat : null),
    follows: async () => ({ seen: 1, since: new Date(NOW - 60 * DAY) }),
    activeChatters: async () => 0,
  };

  it('answers for the sender, and for @someone else', async () => {
    const mine = builtinContext({
      sender: { username: 'pixel_pat', role: 'everyone', kickUserId: '42' },
      audience,
    });
    expect(await followageBuiltin.run(mine)).toBe(
      'pixel_pat has followed kyo_demo for 1 month 9 days (since 12 Oct 2026, seen by Kyo).',
    );
    const asked = builtinContext({ args: ['@Pixel_Pat'], audience });
    expect(await followageBuiltin.run(asked)).toMatch(
      /^pixel_pat has followed kyo_demo for 1 month/,
    );
  });

  it('answers in the channel’s language: its words for the time, its dates', async () => {
    const mine = builtinContext({
      language: 'pt',
      sender: { username: 'pixel_pat', role: 'everyone', kickUserId: '42' },
      audience,
    });
    expect(await followageBuiltin.run(mine)).toBe(
      'pixel_pat segue kyo_demo há 1 mês 9 dias (desde 12 de out. de 2026, segundo o Kyo).',
    );
    expect(await followageBuiltin.run({ ...mine, language: 'tr' })).toBe(
      'pixel_pat, 1 ay 9 gün süredir kyo_demo kanalını takip ediyor (12 Eki 2026 tarihinden beri, Kyo’nun gördüğü).',
    );
  });

  it('says what Kyo knows when it never saw the follow, and that the streamer is the streamer', async () => {
    expect(await followageBuiltin.run(builtinContext({ audience }))).toBe(
      'Kyo has not seen mod_mira follow kyo_demo: it records follows since 22 Sept 2026.',
    );
    expect(await followageBuiltin.run(builtinContext())).toMatch(
      /^Kyo has not recorded a follow of kyo_demo yet/,
    );
    expect(await followageBuiltin.run(builtinContext({ args: ['@KYO_DEMO'] }))).toBe(
      'kyo_demo is the streamer!',
    );
  });

  it('can be turned off in the settings', () => {
    expect(followageBuiltin.setting).toBe('followage');
  });
});
