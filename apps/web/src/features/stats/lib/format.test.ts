import { describe, expect, it } from 'vitest';
import { change, formatDuration, formatOffset } from './format';

describe('stats formatting', () => {
  it('writes durations with the language’s units', () => {
    expect(formatDuration(3 * 3600 + 12 * 60 + 59, { h: 'h', m: 'm' })).toBe('3 h 12 m');
    expect(formatDuration(45 * 60, { h: 'sa', m: 'dk' })).toBe('45 dk');
  });

  it('writes an offset from the start as a VOD player does', () => {
    expect(formatOffset(65)).toBe('1:05');
    expect(formatOffset(3 * 3600 + 5)).toBe('3:00:05');
  });

  it('gives the change in percent, and none without a base', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(50, 100)).toBe(-50);
    expect(change(5, 0)).toBeNull();
    expect(change(0, 0)).toBe(0);
    expect(change(5, null)).toBeNull();
  });
});
