import { describe, expect, it } from 'vitest';
import { formatRelative, formatSeconds } from './format';

const NOW = Date.parse('2026-05-01T12:00:00Z');

describe('formatSeconds', () => {
  it('writes cooldowns short', () => {
    expect(formatSeconds(0)).toBe('0s');
    expect(formatSeconds(45)).toBe('45s');
    expect(formatSeconds(90)).toBe('1m 30s');
    expect(formatSeconds(3900)).toBe('1h 5m');
  });
});

describe('formatRelative', () => {
  it('says when, in the page language', () => {
    expect(formatRelative('2026-05-01T12:04:00Z', NOW, 'en')).toBe('in 4 min.');
    expect(formatRelative('2026-05-01T10:00:00Z', NOW, 'en')).toBe('2 hr. ago');
    expect(formatRelative('2026-05-01T12:04:00Z', NOW, 'tr')).toBe('4 dk. sonra');
  });

  it('never puts a past event in the future when the clocks differ a little', () => {
    expect(formatRelative('2026-05-01T12:00:01Z', NOW, 'en', { past: true })).toBe('now');
  });
});
