import { describe, expect, it } from 'vitest';
import { builtinContext } from './test-context';
import { topBuiltin } from './top.builtin';

const board = (entries: Array<[number, string, number]>) => ({
  title: 'Top chatters',
  metric: 'messages' as const,
  window: 'stream' as const,
  entries: entries.map(([rank, name, value]) => ({ rank, name, value })),
});

describe('!top', () => {
  it('names the top five places with their counts, ties sharing a rank', async () => {
    const ctx = builtinContext({
      leaderboard: async () =>
        board([
          [1, 'amy', 12],
          [2, 'bob', 7],
          [2, 'cem', 7],
          [4, 'dan', 1],
          [5, 'eve', 1],
          [6, 'fay', 1],
        ]),
    });
    expect(await topBuiltin.run(ctx)).toBe(
      'Top chatters (this stream): 1. amy (12 messages), 2. bob (7 messages), 2. cem (7 messages), ' +
        '4. dan (1 message), 5. eve (1 message)',
    );
  });

  it('says so when nobody is ranked yet, and stays silent without a leaderboard widget', async () => {
    expect(await topBuiltin.run(builtinContext({ leaderboard: async () => board([]) }))).toBe(
      'Nobody on the leaderboard yet (this stream).',
    );
    // Setting one up is for the streamer's status page, not the chat.
    expect(await topBuiltin.run(builtinContext())).toEqual({ silent: 'no_leaderboard' });
  });

  it('names the metric and the window the widget uses', async () => {
    const ctx = builtinContext({
      leaderboard: async () => ({ ...board([[1, 'amy', 3]]), metric: 'gifts', window: 'week' }),
    });
    expect(await topBuiltin.run(ctx)).toBe('Top chatters (this week): 1. amy (3 gifted subs)');
  });
});
