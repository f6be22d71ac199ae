import { describe, expect, it } from 'vitest';
import { formatDay, formatFollowage } from './followage';

const at = (iso: string) => Date.parse(iso);

describe('formatFollowage', () => {
  it('counts calendar months and days', () => {
    expect(formatFollowage(at('2026-03-12T10:00:00Z'), at('2026-06-17T12:00:00Z'))).toBe(
      '3 months 5 days',
    );
    expect(formatFollowage(at('2026-03-12T10:00:00Z'), at('2026-04-12T10:00:00Z'))).toBe('1 month');
    expect(formatFollowage(at('2026-03-12T10:00:00Z'), at('2026-03-13T10:00:00Z'))).toBe('1 day');
  });

  it('is not a whole month before the day of the month comes round, even at month ends', () => {
    expect(formatFollowage(at('2026-01-31T00:00:00Z'), at('2026-02-28T00:00:00Z'))).toBe('28 days');
    expect(formatFollowage(at('2026-03-12T10:00:00Z'), at('2026-04-12T09:00:00Z'))).toBe('30 days');
  });

  it('shows years and months (no days) past a year', () => {
    expect(formatFollowage(at('2024-01-05T00:00:00Z'), at('2026-03-20T00:00:00Z'))).toBe(
      '2 years 2 months',
    );
    expect(formatFollowage(at('2025-03-20T00:00:00Z'), at('2026-03-20T00:00:00Z'))).toBe('1 year');
  });

  it('uses hours and minutes under a day, and never a negative time', () => {
    expect(formatFollowage(at('2026-03-12T10:00:00Z'), at('2026-03-12T15:20:00Z'))).toBe('5h 20m');
    expect(formatFollowage(at('2026-03-12T10:00:00Z'), at('2026-03-12T09:00:00Z'))).toBe(
      'less than a minute',
    );
  });
});

describe('formatDay', () => {
  it('writes a day every chat client reads the same', () => {
    expect(formatDay(at('2026-03-02T23:30:00Z'))).toBe('2 Mar 2026');
  });
});
