import { describe, expect, it } from 'vitest';
import type { ChatPart, WidgetEvent } from '../events';
import {
  initialEmoteStreak,
  reduceEmoteStreak,
  soleEmote,
  streakRunning,
  type EmoteStreakRules,
  type EmoteStreakState,
} from './emote-streak.logic';

const KEKW: ChatPart = { kind: 'emote', id: '37226', name: 'KEKW' };
const POG: ChatPart = { kind: 'emote', id: '39261', name: 'PogU' };
const T0 = Date.UTC(2026, 10, 24, 20);
const rules: EmoteStreakRules = { countMode: 'chatters', gapSeconds: 20, milestones: [5, 10] };

const line = (username: string, at: number, ...parts: ChatPart[]): WidgetEvent => ({
  kind: 'chat.message',
  id: `${username}-${at}`,
  username,
  color: null,
  badges: [],
  parts,
  text: '',
  at,
});
const fold = (events: WidgetEvent[], r = rules, from: EmoteStreakState = initialEmoteStreak()) =>
  events.reduce((state, event) => reduceEmoteStreak(state, event, r), from);

describe('emote streak', () => {
  it('starts with the first line carrying one emote and grows per distinct chatter', () => {
    const state = fold([
      line('a', T0, KEKW),
      line('b', T0 + 1000, { kind: 'text', text: 'lol ' }, KEKW, { kind: 'text', text: ' xd' }),
      line('c', T0 + 2000, KEKW, KEKW, KEKW),
    ]);
    expect(state).toMatchObject({
      emote: { id: '37226' },
      count: 3,
      streakId: 1,
      lastAt: T0 + 2000,
    });
  });

  it('counts each chatter once, or every line when asked', () => {
    const events = [line('a', T0, KEKW), line('a', T0 + 500, KEKW), line('b', T0 + 900, KEKW)];
    expect(fold(events).count).toBe(2);
    expect(fold(events, { ...rules, countMode: 'messages' }).count).toBe(3);
  });

  it('ends after the gap: the next emote line starts a new streak', () => {
    const before = fold([line('a', T0, KEKW), line('b', T0 + 1000, KEKW)]);
    expect(streakRunning(before, rules, T0 + 21_000)).toBe(true);
    expect(streakRunning(before, rules, T0 + 21_001)).toBe(false);
    const after = fold([line('c', T0 + 21_001, KEKW)], rules, before);
    expect(after).toMatchObject({ count: 1, streakId: 2, startedAt: T0 + 21_001 });
  });

  it('is taken over by a line whose one emote is another emote', () => {
    const state = fold([line('a', T0, KEKW), line('b', T0 + 1, KEKW), line('c', T0 + 2, POG)]);
    expect(state).toMatchObject({ emote: { id: '39261' }, count: 1, streakId: 2 });
    expect(state.best).toMatchObject({ emote: { id: '37226' }, count: 2 });
  });

  it('neither grows nor ends on plain text or lines with several different emotes', () => {
    const base = fold([line('a', T0, KEKW), line('b', T0 + 1, KEKW)]);
    const after = fold(
      [line('c', T0 + 2, { kind: 'text', text: 'hi' }), line('d', T0 + 3, KEKW, POG)],
      rules,
      base,
    );
    expect(after).toBe(base);
  });

  it('marks milestones as they are reached', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const state = fold(names.map((name, i) => line(name, T0 + i * 1000, KEKW)));
    expect(state).toMatchObject({ count: 6, milestone: 5, milestoneAt: T0 + 4000 });
  });

  it('reads a line of hundreds of emotes by its first two distinct ones', () => {
    const many: ChatPart[] = Array.from({ length: 500 }, () => KEKW);
    expect(soleEmote(many)).toEqual({ id: '37226', name: 'KEKW' });
    expect(soleEmote([...many, POG, ...many])).toBe('many');
    expect(soleEmote([{ kind: 'text', text: 'x' }])).toBeNull();
  });
});
