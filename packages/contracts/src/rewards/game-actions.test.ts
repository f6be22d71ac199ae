import { describe, expect, it } from 'vitest';
import { rewardActionSchema } from './actions';
import { rewardInputSchema, rewardRuleIssues } from './api';

/** The song-request, counter and giveaway-entry actions (issues 34 and 36). */
describe('song request, counter and giveaway entry actions', () => {
  const issues = (input: unknown) =>
    rewardActionSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('reads a counter by its chat command, adds 1 unless told', () => {
    expect(rewardActionSchema.parse({ type: 'counter', name: ' !Deaths ' })).toEqual({
      type: 'counter',
      name: 'deaths',
      amount: 1,
    });
    expect(rewardActionSchema.parse({ type: 'counter', name: 'wins', amount: -1000 })).toEqual({
      type: 'counter',
      name: 'wins',
      amount: -1000,
    });
    expect(rewardActionSchema.parse({ type: 'song-request' })).toEqual({ type: 'song-request' });
    expect(rewardActionSchema.parse({ type: 'giveaway-entry' })).toEqual({
      type: 'giveaway-entry',
    });
  });

  it('refuses a counter without a name, an amount of 0 or beyond ±1000, odd names', () => {
    expect(issues({ type: 'counter' })).toEqual([['name', 'Counter name is required']]);
    expect(issues({ type: 'counter', name: '   ' })).toEqual([
      ['name', 'Counter name is required'],
    ]);
    expect(issues({ type: 'counter', name: null })).toEqual([['name', 'Counter name is required']]);
    expect(issues({ type: 'counter', name: 'deaths', amount: 0 })).toEqual([
      ['amount', 'Amount cannot be 0'],
    ]);
    expect(issues({ type: 'counter', name: 'deaths', amount: 1001 })).toEqual([
      ['amount', 'Amount can be at most 1000'],
    ]);
    expect(issues({ type: 'counter', name: 'deaths', amount: 1.5 })?.[0]?.[0]).toBe('amount');
    expect(issues({ type: 'counter', name: 'death count' })?.[0]?.[0]).toBe('name');
    expect(issues({ type: 'counter', name: 'a\u0000b' })?.[0]?.[0]).toBe('name');
    expect(issues({ type: 'counter', name: 'x'.repeat(31) })?.[0]?.[0]).toBe('name');
    expect(issues({ type: 'song-request', text: 'x' })?.length).toBe(1);
    expect(issues({ type: 'giveaway-entry', amount: 1 })?.length).toBe(1);
  });

  it('refuses a song request action on a reward that asks for no text, naming the field', () => {
    const reward = { title: 'Song', cost: 100, actions: [{ type: 'song-request' }] };
    const refused = rewardInputSchema.safeParse(reward);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['userInputRequired']);
    expect(refused.error?.issues[0]?.message).toContain('Viewer types a text');
    expect(rewardInputSchema.safeParse({ ...reward, userInputRequired: true }).success).toBe(true);
    // What the server checks a PATCH merged with the stored reward against.
    expect(
      rewardRuleIssues({ userInputRequired: false, actions: [{ type: 'song-request' }] }),
    ).toEqual([expect.objectContaining({ field: 'userInputRequired' })]);
    expect(rewardRuleIssues({ userInputRequired: false, actions: [{ type: 'counter' }] })).toEqual(
      [],
    );
  });
});
