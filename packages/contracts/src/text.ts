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

/**
 * How deep a request's JSON may nest. No contract goes past a dozen levels; a body of 20,000 `[`
 * is an attack on every recursive walk after it (validation, the database driver, logging).
 */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `Nested deeper than ${MAX_JSON_DEPTH} levels`;

/** Arrays and plain objects: what JSON.parse makes (not Buffers, Dates or class instances). */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** True when a JSON-like value nests arrays and objects deeper than `max`. Walks without recursion. */
export function jsonDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  if (!isContainer(value)) return false;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (depth > max) return true;
    const children = Array.isArray(item) ? item : Object.values(item as object);
    for (const child of children) if (isContainer(child)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The path of the first string (object keys included) in a JSON-like value that breaks the text
 * rule, or null. Paths are dotted (`responses.2`), as validation errors name fields. Walks without
 * recursion, in document order, so no nesting can overflow the stack.
 */
export function findUnsafeText(value: unknown): string[] | null {
  if (!hasUnsafeText(value)) return null;
  // Each entry links to its parent: the path is built once, for the field found.
  interface At {
    value: unknown;
    key: string;
    parent: At | null;
  }
  const pathOf = (at: At | null, last?: string) => {
    const path = last === undefined ? [] : [last];
    for (let node = at; node?.parent; node = node.parent) path.push(node.key);
    return path.reverse();
  };
  const stack: At[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const at = stack.pop()!;
    const item = at.value;
    if (typeof item === 'string') {
      if (!isSafeText(item)) return pathOf(at);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--)
        stack.push({ value: item[i], key: String(i), parent: at });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) if (!isSafeText(key)) return pathOf(at, key);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: at });
    }
  }
  return null;
}

/** True when some string (or key) of a JSON-like value breaks the text rule. No recursion. */
export function hasUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (value === null || typeof value !== 'object') return false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (!isSafeText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const key in item) {
        if (!isSafeText(key)) return true;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** A deep copy of a JSON-like value with every string (and key) repaired. No recursion. */
export function repairTextDeep<T>(value: T): T {
  const copy = (item: unknown): unknown => {
    if (typeof item === 'string') return repairText(item);
    if (Array.isArray(item)) return new Array<unknown>(item.length);
    if (item !== null && typeof item === 'object') return {};
    return item;
  };
  const root = copy(value);
  const stack: Array<[unknown, unknown]> = [[value, root]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    if (Array.isArray(from)) {
      const out = to as unknown[];
      for (let i = 0; i < from.length; i++) {
        out[i] = copy(from[i]);
        if (out[i] !== null && typeof out[i] === 'object') stack.push([from[i], out[i]]);
      }
    } else if (from !== null && typeof from === 'object') {
      const out = to as Record<string, unknown>;
      for (const [key, child] of Object.entries(from)) {
        const made = copy(child);
        out[repairText(key)] = made;
        if (made !== null && typeof made === 'object') stack.push([child, made]);
      }
    }
  }
  return root as T;
}

/** `z.string()` with the text rule, for schemas that are used outside the HTTP routes. */
export const safeString = () => z.string().refine(isSafeText, TEXT_RULE_MESSAGE);
