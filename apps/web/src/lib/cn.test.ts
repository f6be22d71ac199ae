import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { built, chunkFiles, readBuilt } from '../test/bundle-size';
import { cn } from './cn';

/** Every class the built dashboard stylesheet has a rule for (variants included). */
function stylesheetClasses(): string[] {
  const css = chunkFiles('index.html')
    .filter((file) => file.endsWith('.css'))
    .map((file) => readBuilt(file))
    .join('\n');
  const classes = new Set<string>();
  for (const [selectors] of css.matchAll(/[^{}]+(?=\{)/g))
    for (const [, escaped] of selectors.matchAll(/\.((?:\\.|[\w-])+)/g))
      classes.add(escaped!.replace(/\\(.)/g, '$1'));
  return [...classes];
}

describe('cn', () => {
  it('skips falsy parts', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it("lets a caller's class override a component's class for the same property", () => {
    expect(cn('relative inline-flex h-8', 'hidden sm:inline-flex')).toBe(
      'relative h-8 hidden sm:inline-flex',
    );
    expect(cn('px-4 text-sm text-zinc-300', 'px-2 text-brand-500')).toBe(
      'text-sm px-2 text-brand-500',
    );
    expect(cn('rounded-xl border p-6 py-10', 'p-5 border-red-500/30')).toBe(
      'rounded-xl border p-5 border-red-500/30',
    );
    expect(cn('ring-1 ring-surface-600 hover:ring-zinc-500', 'hover:ring-surface-600')).toBe(
      'ring-1 ring-surface-600 hover:ring-surface-600',
    );
  });

  it('keeps every class it does not know, and a known one only once', () => {
    expect(cn('group kyo-card', 'group')).toBe('group kyo-card group');
    expect(cn('shrink-0', 'shrink-0')).toBe('shrink-0');
  });

  // tailwind-merge is the reference (a dev dependency): the same answer for every pair of classes
  // the stylesheet has, in both orders, so any class list merges the same way.
  it.skipIf(!built)(
    'merges every pair of stylesheet classes as tailwind-merge does',
    () => {
      const classes = stylesheetClasses();
      expect(classes.length).toBeGreaterThan(500);
      const differ: string[] = [];
      for (const first of classes)
        for (const second of classes) {
          const expected = twMerge(`${first} ${second}`);
          if (cn(first, second) !== expected) differ.push(`${first} ${second} → ${expected}`);
        }
      expect(differ.slice(0, 20)).toEqual([]);
    },
    60_000,
  );
});
