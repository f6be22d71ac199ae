import { describe, expect, it } from 'vitest';
import {
  formatAdded,
  formatClock,
  multiplierAt,
  parseDuration,
  remainingAt,
  secondsFor,
  subathonControlSchema,
  subathonRulesSchema,
} from './subathon';
import { reduceSubathon, initialSubathon, subathonLeft } from './widgets/types/subathon.logic';

const rules = (input: object = {}) => subathonRulesSchema.parse(input);
const T = Date.parse('2026-12-01T20:00:00Z');

describe('subathon durations', () => {
  it('reads what chat types', () => {
    expect(parseDuration('10m')).toBe(600);
    expect(parseDuration('90s')).toBe(90);
    expect(parseDuration('1h30m')).toBe(5400);
    expect(parseDuration('1h 30m 15s')).toBe(5415);
    expect(parseDuration(' 2H ')).toBe(7200);
    expect(parseDuration('1:30:00')).toBe(5400);
    expect(parseDuration('5:00')).toBe(300);
    expect(parseDuration('15')).toBe(900);
  });

  it('refuses anything else, zero, and more than 30 days', () => {
    for (const bad of [
      '',
      'abc',
      '10x',
      '-5m',
      '5m5m',
      '1:60',
      '1:5',
      '0',
      '0m',
      '1.5h',
      'm',
      '721h',
    ])
      expect(parseDuration(bad), bad).toBeNull();
    expect(parseDuration('720h')).toBe(720 * 3600);
  });

  it('writes h:mm:ss and +m:ss', () => {
    expect(formatClock(0)).toBe('0:00:00');
    expect(formatClock(-5)).toBe('0:00:00');
    expect(formatClock(3_600_000 + 4 * 60_000 + 5_000)).toBe('1:04:05');
    expect(formatClock(999)).toBe('0:00:01');
    expect(formatClock(27 * 3_600_000)).toBe('27:00:00');
    expect(formatAdded(300)).toBe('+5:00');
    expect(formatAdded(-65)).toBe('-1:05');
    expect(formatAdded(5400)).toBe('+1:30:00');
  });
});

describe('subathon rules', () => {
  it('gives each event its seconds: a gift of 100 is exactly 100 × one', () => {
    const r = rules({ secondsPerFollow: 10, secondsPerSub: 300, secondsPerRenewal: 200 });
    expect(secondsFor(r, { kind: 'follow' }, T)).toBe(10);
    expect(secondsFor(r, { kind: 'sub', renewal: false }, T)).toBe(300);
    expect(secondsFor(r, { kind: 'sub', renewal: true }, T)).toBe(200);
    expect(secondsFor(r, { kind: 'gift', count: 100 }, T)).toBe(30_000);
    expect(secondsFor(r, { kind: 'kicks', amount: 250 }, T)).toBe(150);
    expect(secondsFor(r, { kind: 'kicks', amount: 1 }, T)).toBe(0);
  });

  it('matches rewards and store items by name, ignoring case', () => {
    const r = rules({
      rewards: [{ name: 'Add a minute', seconds: 60 }],
      storeItems: [{ name: 'Extend', seconds: 120 }],
    });
    expect(secondsFor(r, { kind: 'reward', title: 'ADD A MINUTE' }, T)).toBe(60);
    expect(secondsFor(r, { kind: 'reward', title: 'Hydrate' }, T)).toBe(0);
    expect(secondsFor(r, { kind: 'store', item: 'extend' }, T)).toBe(120);
  });

  it('multiplies inside a happy hour (the largest window), rounding once per event', () => {
    const r = rules({
      secondsPerGiftedSub: 7,
      happyHours: [
        { from: '2026-12-01T19:30:00Z', to: '2026-12-01T20:30:00Z', multiplier: 1.5 },
        { from: '2026-12-01T20:00:00Z', to: '2026-12-01T20:10:00Z', multiplier: 2 },
      ],
    });
    expect(multiplierAt(r, T)).toBe(2);
    expect(multiplierAt(r, T + 10 * 60_000)).toBe(1.5);
    expect(multiplierAt(r, T + 30 * 60_000)).toBe(1);
    expect(secondsFor(r, { kind: 'gift', count: 3 }, T + 15 * 60_000)).toBe(31);
  });

  it('validates: negative seconds, a window ending before it starts, a bad action', () => {
    expect(subathonRulesSchema.safeParse({ secondsPerSub: -1 }).success).toBe(false);
    expect(
      subathonRulesSchema.safeParse({
        happyHours: [{ from: '2026-12-01T20:00:00Z', to: '2026-12-01T19:00:00Z', multiplier: 2 }],
      }).success,
    ).toBe(false);
    expect(
      subathonRulesSchema.safeParse({
        happyHours: [{ from: '2026-12-01T20:00:00Z', to: '2026-12-01T21:00:00Z', multiplier: 11 }],
      }).success,
    ).toBe(false);
    expect(subathonControlSchema.safeParse({ action: 'jump' }).success).toBe(false);
    expect(subathonControlSchema.safeParse({ action: 'add', seconds: 0 }).success).toBe(false);
  });

  it('counts down while running and holds while paused', () => {
    expect(remainingAt({ status: 'running', endsAt: T + 5000, remainingMs: 0 }, T)).toBe(5000);
    expect(remainingAt({ status: 'running', endsAt: T - 5000, remainingMs: 0 }, T)).toBe(0);
    expect(remainingAt({ status: 'paused', endsAt: null, remainingMs: 7000 }, T + 1e9)).toBe(7000);
  });
});

describe('subathon widget state', () => {
  const event = (version: number, added: number | null = null) => ({
    kind: 'subathon' as const,
    status: 'running' as const,
    endsAt: T + version * 1000,
    remainingMs: 0,
    capAt: null,
    version,
    added: added === null ? null : { seconds: added, source: 'sub', name: 'pat' },
    at: T,
  });

  it('takes newer versions only and keeps the last add', () => {
    let state = reduceSubathon(initialSubathon(), event(2, 300));
    state = reduceSubathon(state, event(1));
    expect(state.version).toBe(2);
    state = reduceSubathon(state, event(3));
    expect(state.added).toMatchObject({ seconds: 300, at: T });
    expect(subathonLeft(state, T)).toBe(3000);
  });
});
