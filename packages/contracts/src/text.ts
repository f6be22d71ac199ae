import { z } from 'zod';

/**
 * The one text rule for every string that reaches the database or an overlay: no NUL character
 * (PostgreSQL text cannot hold U+0000) and no lone UTF-16 surrogate (not a character: it cannot
 * be encoded as UTF-8, so it is either refused or silently turned into U+FFFD on the way).
 *
 * Input from our own users is refused with a 400 naming the field; text that arrives from Kick
 * (chat lines, names) is repaired with `repairText` instead, so the event is not lost.
 */
export const TEXT_RULE_MESSAGE = 'Must not contain NUL characters or unpaired surrogates';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** True when the string obeys the text rule. */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The string with NUL characters removed and lone surrogates replaced by U+FFFD. */
export function repairText(value: string): string {
  if (isSafeText(value)) return value;
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * Whether the value JSON text parses to may break the text rule. Decoded UTF-8 never holds a
 * surrogate and JSON strings cannot hold a raw NUL: both arrive only as `\u` escapes, so text
 * without `\u0000` or `\uD800`–`\uDFFF` is safe, checked in one scan of the raw text (no walk of
 * the parsed value). May answer true for safe text (an escaped backslash before `u0000`).
 */
export function jsonMayHoldUnsafeText(json: string): boolean {
  return JSON_UNSAFE_ESCAPE.test(json);
}
const JSON_UNSAFE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/** True when some string (or key) of a JSON-like value breaks the text rule. No allocation. */
export function hasUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (Array.isArray(value)) return value.some(hasUnsafeText);
  if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (!isSafeText(key) || hasUnsafeText((value as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}

/**
 * The path of the first string (object keys included) in a JSON-like value that breaks the text
 * rule, or null. Paths are dotted (`responses.2`), as validation errors name fields.
 */
export function findUnsafeText(value: unknown, path: string[] = []): string[] | null {
  if (path.length === 0 && !hasUnsafeText(value)) return null;
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key];
      const found = findUnsafeText(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** A deep copy of a JSON-like value with every string (and key) repaired. */
export function repairTextDeep<T>(value: T): T {
  if (typeof value === 'string') return repairText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => repairTextDeep(item)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[repairText(key)] = repairTextDeep(child);
    return out as T;
  }
  return value;
}

/** `z.string()` with the text rule, for schemas that are used outside the HTTP routes. */
export const safeString = () => z.string().refine(isSafeText, TEXT_RULE_MESSAGE);
