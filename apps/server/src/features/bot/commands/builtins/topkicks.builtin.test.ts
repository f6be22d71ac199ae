import { describe, expect, it } from 'vitest';
import { builtinContext } from './test-context';
import { topkicksBuiltin } from './topkicks.builtin';

const rank = (rank: number, username: string, amount: number) => ({
  rank,
  username,
  gifted_amount: amount,
});
const board = {
  week: [rank(1, 'luna', 1500), rank(2, 'pat', 300)],
  month: [],
  lifetime: [rank(1, 'luna', 25_000)],
};

describe('!topkicks', () => {
  const ok = builtinContext({ kicksLeaderboard: async () => ({ kind: 'ok', board }) });

  it('lists the week’s top senders, or the period asked for', async () => {
    expect(await topkicksBuiltin.run(ok)).toBe('Top Kicks this week: 1. luna 1,500 · 2. pat 300');
    expect(await topkicksBuiltin.run({ ...ok, args: ['LIFETIME'] })).toBe(
      'Top Kicks of all time: 1. luna 25,000',
    );
    expect(await topkicksBuiltin.run({ ...ok, args: ['month'] })).toBe(
      'No Kicks sent this month yet.',
    );
  });

  it('answers in the channel’s language, the amounts as its readers write them', async () => {
    expect(await topkicksBuiltin.run({ ...ok, language: 'tr' })).toBe(
      'En çok Kicks (bu hafta): 1. luna 1.500 · 2. pat 300',
    );
    expect(await topkicksBuiltin.run({ ...ok, language: 'pt', args: ['lifetime'] })).toBe(
      'Top de Kicks de todos os tempos: 1. luna 25.000',
    );
  });

  it('asks for a reconnect without the scope, says when Kick did not answer, and stays silent without Kick', async () => {
    const noScope = builtinContext({ kicksLeaderboard: async () => ({ kind: 'no_scope' }) });
    expect(await topkicksBuiltin.run(noScope)).toMatch(/reconnect Kick in Kyo/);
    const down = builtinContext({ kicksLeaderboard: async () => ({ kind: 'unavailable' }) });
    expect(await topkicksBuiltin.run(down)).toBe(
      'Kick did not answer just now. Try again in a minute.',
    );
    expect(await topkicksBuiltin.run(builtinContext())).toBeNull();
  });
});
