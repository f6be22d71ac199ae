import { MESSAGE_MAX } from '@kyo/contracts';

/**
 * Turns a rendered reply into chat messages Kick accepts (docs/platforms/kick.md §4.4): newlines become spaces
 * (chat is one line), and text over 500 characters, counted in code points as Kick counts them,
 * is split on word boundaries. A single word longer than the limit is cut.
 */
export function toChatMessages(text: string, max = MESSAGE_MAX): string[] {
  const flat = text
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  if (flat === '') return [];
  const chars = Array.from(flat);
  if (chars.length <= max) return [flat];

  const parts: string[] = [];
  let start = 0;
  while (start < chars.length) {
    while (chars[start] === ' ') start++;
    if (start >= chars.length) break;
    let end = Math.min(start + max, chars.length);
    if (end < chars.length && chars[end] !== ' ') {
      const lastSpace = chars.lastIndexOf(' ', end - 1);
      if (lastSpace > start) end = lastSpace;
    }
    const part = chars.slice(start, end).join('').trim();
    if (part) parts.push(part);
    start = end;
  }
  return parts;
}
