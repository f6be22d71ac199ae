import { describe, expect, it } from 'vitest';
import type { WidgetEvent } from '../events';
import { generateTestEvents } from '../test-events';
import { counterLabel, initialCounter, reduceCounter, TEST_GAME_ID } from './counter.logic';
import {
  DRAW_FRESH_MS,
  DRAW_SHUFFLE_MS,
  drawPhase,
  drawShufflesUntil,
  howToEnter,
  initialGiveaway,
  reduceGiveaway,
} from './giveaway.logic';
import { initialPoll, percentages, reducePoll } from './poll.logic';

const counter = (value: number, version: number, overrides: object = {}): WidgetEvent => ({
  kind: 'counter',
  id: 'c1',
  name: 'deaths',
  label: 'Deaths',
  value,
  version,
  at: version,
  ...overrides,
});

describe('Counter widget state', () => {
  const settings = { counter: 'deaths' };

  it('takes its counter’s newest value and ignores other counters', () => {
    let state = reduceCounter(initialCounter(), counter(3, 1), settings);
    expect(state).toMatchObject({ value: 3, label: 'Deaths', name: 'deaths' });
    state = reduceCounter(state, counter(9, 2, { name: 'wins', id: 'c2' }), settings);
    expect(state.value).toBe(3);
  });

  it('never goes back to an older value relayed late by another node', () => {
    let state = reduceCounter(initialCounter(), counter(5, 7), settings);
    const same = reduceCounter(state, counter(4, 6), settings);
    expect(same).toBe(state);
    state = reduceCounter(state, counter(6, 8), settings);
    expect(state.value).toBe(6);
  });

  it('follows a counter made again under the same name', () => {
    const state = reduceCounter(initialCounter(), counter(50, 90), settings);
    expect(reduceCounter(state, counter(0, 1, { id: 'c9' }), settings).value).toBe(0);
  });

  it('shows a test button’s value whatever counter it is set to', () => {
    const [event] = generateTestEvents('counter', { now: 10, random: () => 0.5 });
    const state = reduceCounter(initialCounter(), event!, { counter: 'wins' });
    expect(state.id).toBe(TEST_GAME_ID);
    expect(state.name).toBe('wins');
    expect(state.value).toBeGreaterThan(0);
  });

  it('labels it with the widget’s label, else the counter’s, else its name', () => {
    const state = reduceCounter(initialCounter(), counter(1, 1), settings);
    expect(counterLabel(state, { label: 'Tode', counter: 'deaths' })).toBe('Tode');
    expect(counterLabel(state, { label: '', counter: 'deaths' })).toBe('Deaths');
    expect(counterLabel(initialCounter(), { label: '', counter: 'deaths' })).toBe('deaths');
  });
});

const giveaway = (version: number, overrides: object = {}): WidgetEvent => ({
  kind: 'giveaway',
  id: 'g1',
  title: 'Gift card',
  status: 'open',
  command: 'join',
  keyword: null,
  entries: version,
  winners: [],
  version,
  at: version,
  ...overrides,
});

describe('Giveaway widget state', () => {
  it('counts entries and keeps the last entrants for the draw animation, once each', () => {
    let state = initialGiveaway();
    state = reduceGiveaway(state, giveaway(1, { entrant: 'amy' }));
    state = reduceGiveaway(state, giveaway(2, { entrant: 'bob' }));
    state = reduceGiveaway(state, giveaway(3, { entrant: 'amy' }));
    expect(state.entries).toBe(3);
    expect(state.recent).toEqual(['bob', 'amy']);
  });

  it('ignores a late copy, and starts over for a newer giveaway', () => {
    let state = reduceGiveaway(initialGiveaway(), giveaway(5, { entrant: 'amy' }));
    expect(reduceGiveaway(state, giveaway(4, { entrant: 'zed' }))).toBe(state);
    state = reduceGiveaway(state, giveaway(6, { id: 'g2', entries: 1, entrant: 'cem' }));
    expect(state).toMatchObject({ id: 'g2', entries: 1, recent: ['cem'] });
    // An older giveaway's late event does not come back.
    expect(reduceGiveaway(state, giveaway(3, { id: 'g1' }))).toBe(state);
  });

  it('says how to enter: the command, the keyword, or both', () => {
    expect(howToEnter({ command: 'join', keyword: null })).toEqual(['!join']);
    expect(howToEnter({ command: 'join', keyword: 'pizza' })).toEqual(['!join', 'pizza']);
    expect(howToEnter({ command: null, keyword: 'pizza' })).toEqual(['pizza']);
  });

  it('names no winner while the draw shuffles, and the winner once it settled', () => {
    const drawn = { drawnAt: 10_000 };
    const until = drawShufflesUntil(drawn, 10_300, { animate: true, names: 5 });
    expect(until).toBe(10_300 + DRAW_SHUFFLE_MS);
    expect(drawPhase(until, 10_300)).toBe('shuffling');
    expect(drawPhase(until, 10_300 + DRAW_SHUFFLE_MS - 1)).toBe('shuffling');
    expect(drawPhase(until, 10_300 + DRAW_SHUFFLE_MS)).toBe('settled');
    // Shown at once: no animation, one name only, or a draw a reloaded display sees late.
    expect(drawShufflesUntil(drawn, 10_300, { animate: false, names: 5 })).toBeNull();
    expect(drawShufflesUntil(drawn, 10_300, { animate: true, names: 1 })).toBeNull();
    expect(
      drawShufflesUntil(drawn, 10_000 + DRAW_FRESH_MS, { animate: true, names: 5 }),
    ).toBeNull();
    expect(drawPhase(null, 10_300)).toBe('settled');
  });

  it('shows the winner of the test button’s draw among the entrants', () => {
    let state = initialGiveaway();
    for (const event of generateTestEvents('giveaway.winner', { now: 5000, random: () => 0.3 }))
      state = reduceGiveaway(state, event);
    expect(state.winners).toHaveLength(1);
    expect(state.recent).toContain(state.winners[0]!.name);
    expect(state.status).toBe('closed');
  });
});

const poll = (version: number, votes: number[], overrides: object = {}): WidgetEvent => ({
  kind: 'poll',
  id: 'p1',
  question: 'Which map?',
  options: votes.map((v, i) => ({ label: `Option ${i + 1}`, votes: v })),
  total: votes.reduce((a, b) => a + b, 0),
  status: 'open',
  endsAt: 100_000,
  version,
  at: version,
  ...overrides,
});

describe('Poll widget state', () => {
  it('takes the newest tallies and ignores late copies', () => {
    let state = reducePoll(initialPoll(), poll(2, [2, 1]));
    expect(state.total).toBe(3);
    expect(reducePoll(state, poll(1, [1, 0]))).toBe(state);
    state = reducePoll(state, poll(3, [2, 1], { status: 'ended' }));
    expect(state.status).toBe('ended');
  });

  it('rounds percentages to whole numbers that add up to 100', () => {
    expect(percentages([2, 1])).toEqual([67, 33]);
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([0, 0])).toEqual([0, 0]);
    expect(percentages([5, 0, 0])).toEqual([100, 0, 0]);
  });
});
