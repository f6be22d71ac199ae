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
  });
});
