import { describe, expect, it } from 'vitest';
import { isHexColor, normalizeHex } from './color';

describe('normalizeHex', () => {
  it('expands short hex and lowercases', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('53FC18')).toBe('#53fc18');
  });

  it('gives null for text that is not a hex colour', () => {
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('green')).toBeNull();
    expect(isHexColor('#zzzzzz')).toBe(false);
  });
});
