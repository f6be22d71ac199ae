import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('the page after sign-in', () => {
  it('keeps a path on this site', () => {
    expect(safeNext('/bot?tab=1')).toBe('/bot?tab=1');
  });
  it('refuses other sites and odd values, falling back home', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '',
      null,
      'bot',
    ]) {
      expect(safeNext(value)).toBe('/');
    }
  });
});
