import { describe, expect, it } from 'vitest';
import { counterAdjustSchema, counterInputSchema } from './counters';
import { giveawayInputSchema } from './giveaways';
import { pollInputSchema } from './polls';
import { quoteInputSchema, quoteListQuerySchema } from './quotes';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('games contracts', () => {
  it('reads a counter’s name as its chat command', () => {
    expect(counterInputSchema.parse({ name: '!Deaths' })).toEqual({
      name: 'deaths',
      label: '',
      value: 0,
      resetPerStream: false,
    });
    expect(issues(counterInputSchema.safeParse({ name: 'death count' }))).toEqual(['name']);
    expect(issues(counterInputSchema.safeParse({ name: 'x', value: 2 ** 40 }))).toEqual(['value']);
    expect(counterAdjustSchema.safeParse({ by: 0 }).success).toBe(false);
    expect(counterAdjustSchema.safeParse({ by: 1.5 }).success).toBe(false);
  });

  it('opens a giveaway with !join and the usual rules when only a prize is given', () => {
    expect(giveawayInputSchema.parse({ title: ' Gift card ' })).toMatchObject({
      title: 'Gift card',
      keyword: null,
      command: 'join',
      excludeModerators: true,
      excludeBots: true,
      subscriberTickets: 1,
      winners: 1,
      confirmSeconds: 60,
    });
  });

  it('refuses a giveaway nobody could enter, a built-in command and a keyword with !', () => {
    expect(issues(giveawayInputSchema.safeParse({ title: 'x', command: null }))).toEqual([
      'keyword',
    ]);
    expect(issues(giveawayInputSchema.safeParse({ title: 'x', command: '!quote' }))).toEqual([
      'command',
    ]);
    expect(issues(giveawayInputSchema.safeParse({ title: 'x', keyword: '!join' }))).toEqual([
      'keyword',
    ]);
    expect(
      issues(giveawayInputSchema.safeParse({ title: 'x', subscriberTickets: 11, winners: 0 })),
    ).toEqual(['subscriberTickets', 'winners']);
    expect(issues(giveawayInputSchema.safeParse({ title: 'x', extra: 1 }))).toEqual(['']);
  });

  it('asks a poll for 2 to 6 options and a duration of 15 s to an hour', () => {
    expect(pollInputSchema.parse({ question: 'Map?', options: ['a', 'b'] })).toMatchObject({
      durationSeconds: 120,
    });
    expect(issues(pollInputSchema.safeParse({ question: 'q', options: ['a'] }))).toEqual([
      'options',
    ]);
    expect(
      issues(pollInputSchema.safeParse({ question: 'q', options: Array(7).fill('a') })),
    ).toEqual(['options']);
    expect(
      issues(pollInputSchema.safeParse({ question: 'q', options: ['a', ' '], durationSeconds: 5 })),
    ).toEqual(['options.1', 'durationSeconds']);
  });

  it('checks a quote’s text, day and list query', () => {
    expect(quoteInputSchema.parse({ text: 'hi', category: '' })).toEqual({
      text: 'hi',
      category: null,
    });
    expect(issues(quoteInputSchema.safeParse({ text: 'hi', quotedOn: '2026-02-30' }))).toEqual([
      'quotedOn',
    ]);
    expect(issues(quoteInputSchema.safeParse({ text: 'x'.repeat(401) }))).toEqual(['text']);
    expect(quoteListQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(issues(quoteListQuerySchema.safeParse({ page: '0' }))).toEqual(['page']);
  });
});

describe('{count name} in templates', () => {
  it('is known in every template, while bare {count} stays where it was', async () => {
    const { unknownVariables, TIMER_VARIABLES, COMMAND_VARIABLES } = await import('../templates');
    expect(unknownVariables('Deaths: {count deaths}', TIMER_VARIABLES)).toEqual([]);
    expect(unknownVariables('Used {count} times', TIMER_VARIABLES)).toEqual(['count']);
    expect(unknownVariables('Used {count}, deaths {count deaths}', COMMAND_VARIABLES)).toEqual([]);
  });
});
