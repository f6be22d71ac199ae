import { describe, expect, it } from 'vitest';
import type { WidgetEvent } from '../events';
import {
  emptyBoard,
  foldLeaderboard,
  initialLeaderboard,
  periodKey,
  rankEntries,
  reduceLeaderboard,
  tally,
  windowStart,
  type LeaderboardRules,
} from './chat-leaderboard.logic';

const rules: LeaderboardRules = {
  metric: 'messages',
  window: 'day',
  timeZone: 'Europe/Istanbul',
  weekStartsOn: 'monday',
  topN: 3,
  excludedNames: ['kyo_bot'],
  resetOnStreamStart: false,
};
const chat = (username: string, at: number, emotes = 0, badges: string[] = []): WidgetEvent => ({
  kind: 'chat.message',
  id: `${username}-${at}`,
  username,
  color: '#ff0000',
  badges: badges.map((type) => ({ type })),
  parts: Array.from({ length: emotes }, () => ({ kind: 'emote' as const, id: '1', name: 'E' })),
  text: 'hi',
  at,
});
const board = (events: WidgetEvent[]) => {
  const b = emptyBoard();
  for (const event of events) foldLeaderboard(b, event);
  return [...b.viewers.values()];
};

describe('chat leaderboard', () => {
  it('ranks by the chosen metric, equal values sharing a rank and listed by name', () => {
    const viewers = board([
      chat('bob', 1),
      chat('bob', 2),
      chat('amy', 3),
      chat('amy', 4),
      chat('cem', 5, 3),
      chat('dan', 6),
    ]);
    expect(rankEntries(viewers, rules).map((e) => `${e.rank}.${e.name}=${e.value}`)).toEqual([
      '1.amy=2',
      '1.bob=2',
      '3.cem=1',
    ]);
    expect(rankEntries(viewers, { ...rules, metric: 'emotes' }).map((e) => e.name)).toEqual([
      'cem',
    ]);
  });

  it('never ranks the broadcaster, bot-badged senders, excluded names or anonymous gifters', () => {
    expect(tally(chat('streamer', 1, 0, ['broadcaster']))).toBeNull();
    expect(tally(chat('somebot', 1, 0, ['bot']))).toBeNull();
    expect(
      tally({ kind: 'gifted', name: 'Anonymous', count: 5, giftees: [], anonymous: true, at: 1 }),
    ).toBeNull();
    const viewers = board([chat('Kyo_Bot', 1), chat('amy', 2)]);
    expect(rankEntries(viewers, rules).map((e) => e.name)).toEqual(['amy']);
  });

  it('counts gifted subs, Kicks and active chat minutes', () => {
    const minute = 60_000;
    const viewers = board([
      chat('amy', 0),
      chat('amy', 10_000),
      chat('amy', minute + 1),
      chat('amy', 5 * minute),
      { kind: 'gifted', name: 'bob', count: 5, giftees: [], at: 1 },
      { kind: 'kicks', name: 'cem', amount: 100, at: 1 },
    ]);
    const value = (metric: LeaderboardRules['metric']) =>
      rankEntries(viewers, { ...rules, metric }).map((e) => `${e.name}=${e.value}`);
    expect(value('minutes')).toEqual(['amy=3']);
    expect(value('gifts')).toEqual(['bob=5']);
    expect(value('kicks')).toEqual(['cem=100']);
  });

  it('rolls "today" over at midnight in the streamer’s time zone', () => {
    // 20:59:59 UTC is 23:59:59 in Istanbul (UTC+3); a second later the day starts.
    const before = Date.UTC(2026, 10, 24, 20, 59, 59);
    expect(windowStart(rules, before, null)).toBe(Date.UTC(2026, 10, 23, 21));
    expect(windowStart(rules, before + 1000, null)).toBe(Date.UTC(2026, 10, 24, 21));
    expect(periodKey(rules, initialLeaderboard(), before)).not.toBe(
      periodKey(rules, initialLeaderboard(), before + 1000),
    );
  });

  it('rolls the week over at the chosen first day, and the month on the 1st', () => {
    // Monday 2026-11-23 00:00 in New York is 05:00 UTC.
    const ny = { ...rules, timeZone: 'America/New_York' };
    const wed = Date.UTC(2026, 10, 25, 15);
    expect(windowStart({ ...ny, window: 'week' }, wed, null)).toBe(Date.UTC(2026, 10, 23, 5));
    expect(windowStart({ ...ny, window: 'week', weekStartsOn: 'sunday' }, wed, null)).toBe(
      Date.UTC(2026, 10, 22, 5),
    );
    expect(windowStart({ ...ny, window: 'month' }, wed, null)).toBe(Date.UTC(2026, 10, 1, 4));
  });

  it('keeps the day across a DST change', () => {
    // 2026-03-08 is 23 hours long in New York: it starts at 05:00 UTC, the next at 04:00 UTC.
    const ny = { ...rules, timeZone: 'America/New_York' };
    expect(windowStart(ny, Date.UTC(2026, 2, 8, 12), null)).toBe(Date.UTC(2026, 2, 8, 5));
    expect(windowStart(ny, Date.UTC(2026, 2, 9, 12), null)).toBe(Date.UTC(2026, 2, 9, 4));
  });

  it('starts counting again from a reset, and from a stream start when asked', () => {
    const at = Date.UTC(2026, 10, 24, 12);
    const reset = { ...initialLeaderboard(), resetAt: at - 1000 };
    expect(periodKey(rules, reset, at)).toBe(`day:${at - 1000}`);
    const streaming = { ...initialLeaderboard(), streamStartedAt: at - 500 };
    expect(periodKey(rules, streaming, at)).toBe(`day:${windowStart(rules, at, null)}`);
    expect(periodKey({ ...rules, resetOnStreamStart: true }, streaming, at)).toBe(
      `day:${at - 500}`,
    );
    expect(periodKey({ ...rules, window: 'stream' }, streaming, at)).toBe(`stream:${at - 500}`);
    expect(periodKey({ ...rules, window: 'all' }, initialLeaderboard(), at)).toBe('all:0');
  });

  it('takes a banned viewer off at once and re-ranks; a timeout leaves them', () => {
    const state = {
      ...initialLeaderboard(),
      entries: rankEntries(
        board([chat('amy', 1), chat('amy', 2), chat('bob', 3), chat('cem', 4)]),
        rules,
      ),
    };
    const timedOut = reduceLeaderboard(state, { kind: 'chat.clear-user', username: 'AMY', at: 5 });
    expect(timedOut).toBe(state);
    const banned = reduceLeaderboard(state, {
      kind: 'chat.clear-user',
      username: 'AMY',
      permanent: true,
      at: 5,
    });
    expect(banned.entries.map((e) => `${e.rank}.${e.name}`)).toEqual(['1.bob', '1.cem']);
  });

  it('records the stream start', () => {
    const next = reduceLeaderboard(initialLeaderboard(), {
      kind: 'stream.online',
      startedAt: 42,
      at: 43,
    });
    expect(next.streamStartedAt).toBe(42);
  });
});
