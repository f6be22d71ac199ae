import { twMerge, type ClassNameValue } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; when two Tailwind classes set the same property, the
 * later one wins (a caller's `hidden sm:inline-flex` overrides a component's `inline-flex`).
 * tailwind-merge joins strings, falsy values and arrays itself, so no clsx beside it.
 */
export function cn(...classes: ClassNameValue[]): string {
  return twMerge(...classes);
}
