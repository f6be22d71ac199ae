import { describe, expect, it } from 'vitest';
import type { WidgetEvent } from '../events';
import { goalProgress, goalValue, initialGoal, reduceGoal } from './goal.logic';
import { initialEventList, reduceEventList } from './event-list.logic';

const rules = { target: 3, startValue: 1, resetOnStream: true };
const follow = (at: number): WidgetEvent => ({ kind: 'follow', name: `f${at}`, at });

describe('goals', () => {
  it('fills by one per follow from its start value and marks the moment it is reached', () => {
    let state = initialGoal();
    state = reduceGoal('followers', state, follow(10), rules);
    expect(goalValue(state, rules)).toBe(2);
    expect(state.reachedAt).toBeNull();
    state = reduceGoal('followers', state, follow(20), rules);
    expect(state.reachedAt).toBe(20);
    state = reduceGoal('followers', state, follow(30), rules);
    expect(state.reachedAt).toBe(20);
    expect(goalProgress(state, rules)).toBe(1);
  });

  it('counts subs and gifted subs for a sub goal, Kicks by amount, and ignores the rest', () => {
    const sub: WidgetEvent = { kind: 'subscription', name: 'a', months: 1, renewal: true, at: 1 };
    const gifts: WidgetEvent = { kind: 'gifted', name: 'b', count: 5, giftees: [], at: 2 };
    const kicks: WidgetEvent = { kind: 'kicks', name: 'c', amount: 1000, at: 3 };
    const big = { ...rules, target: 10_000 };
    let subs = initialGoal();
    for (const event of [sub, gifts, kicks, follow(4)]) subs = reduceGoal('subs', subs, event, big);
    expect(subs.count).toBe(6);
    let coins = initialGoal();
    for (const event of [sub, gifts, kicks]) coins = reduceGoal('kicks', coins, event, big);
    expect(coins.count).toBe(1000);
  });

  it('starts over when a stream starts only if asked to', () => {
    const state = reduceGoal('followers', initialGoal(), follow(1), rules);
    const online: WidgetEvent = { kind: 'stream.online', startedAt: 50, at: 50 };
    expect(reduceGoal('followers', state, online, rules)).toEqual(initialGoal(50));
    expect(reduceGoal('followers', state, online, { ...rules, resetOnStream: false })).toBe(state);
  });
});

describe('the event list', () => {
  const all = { kinds: ['follow', 'subscription', 'gifted', 'kicks'] as const, minKicks: 100 };

  it('keeps the newest first, numbered, with the gift and message of Kicks', () => {
    let state = initialEventList();
    state = reduceEventList(state, follow(1), all);
    state = reduceEventList(
      state,
      { kind: 'kicks', name: 'k', amount: 1000, gift: 'Hell Yeah', message: 'gg', at: 2 },
      all,
    );
    expect(state.items.map((item) => [item.id, item.kind])).toEqual([
      [2, 'kicks'],
      [1, 'follow'],
    ]);
    expect(state.items[0]).toMatchObject({ gift: 'Hell Yeah', message: 'gg', amount: 1000 });
  });

  it('leaves out kinds it does not show, small Kicks and chat, and keeps at most 25', () => {
    let state = initialEventList();
    state = reduceEventList(state, { kind: 'kicks', name: 'k', amount: 99, at: 1 }, all);
    state = reduceEventList(state, follow(2), { ...all, kinds: ['kicks'] });
    expect(state.items).toEqual([]);
    for (let i = 0; i < 40; i++) state = reduceEventList(state, follow(i), all);
    expect(state.items).toHaveLength(25);
    expect(state.items[0]!.name).toBe('f39');
  });
});
