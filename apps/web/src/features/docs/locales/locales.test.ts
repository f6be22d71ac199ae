import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';

/** Every key path, array items included, so both languages have the same structure. */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, `${prefix}${key}.`));
}

describe('docs translations', () => {
  it('has the same keys in English and Turkish', () => {
    // Plural forms may differ by language; compare without their suffix.
    const base = (list: string[]) =>
      [...new Set(list.map((k) => k.replace(/_(one|other|few|many|zero|two)\.$/, '.')))].sort();
    expect(base(keys(tr))).toEqual(base(keys(en)));
  });

  it('has no empty text', () => {
    const empty = (tree: unknown): boolean =>
      typeof tree === 'string'
        ? tree.trim() === ''
        : typeof tree === 'object' && tree !== null && Object.values(tree).some(empty);
    expect(empty(en)).toBe(false);
    expect(empty(tr)).toBe(false);
  });
});
