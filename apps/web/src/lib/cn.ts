import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; when two Tailwind classes set the same property, the
 * later one wins (a caller's `hidden sm:inline-flex` overrides a component's `inline-flex`).
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
