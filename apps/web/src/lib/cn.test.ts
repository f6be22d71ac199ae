import { describe, expect, it } from 'vitest';
import { cn } from './cn';

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

  it('keeps every class it does not know', () => {
    expect(cn('group kyo-card', 'group')).toBe('group kyo-card group');
    expect(cn('shrink-0', 'shrink-0')).toBe('shrink-0');
  });
});
