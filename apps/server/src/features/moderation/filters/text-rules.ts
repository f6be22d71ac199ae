/**
 * The counting rules: capitals, symbols, repetition, length and emotes. They read the line's text
 * parts with Kick's emote tokens (`[emote:id:name]`) and mentions taken out first, so an emote
 * called `KEKW` or a viewer called `@BIG_BOSS` never makes a line "shout" (the Nightbot false
 * positive, research next-capabilities-2 §1).
 */

const MENTION = /@[\p{L}\p{N}_]+/gu;

/** The line's own words: text parts joined, mentions removed. */
export function ownText(textParts: readonly string[]): string {
  const joined = textParts.length === 1 ? textParts[0]! : textParts.join(' ');
  return joined.includes('@') ? joined.replace(MENTION, ' ') : joined;
}

/** Letters that have a case, and how many of them are capitals (`İ` and `Ş` count). */
export function capitals(text: string): { letters: number; upper: number } {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if (code >= 65 && code <= 90) {
        letters++;
        upper++;
      } else if (code >= 97 && code <= 122) letters++;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    if (char.length === 2) i++;
    const lower = char.toLowerCase();
    const upperCase = char.toUpperCase();
    if (lower === upperCase) continue;
    letters++;
    if (char === upperCase) upper++;
  }
  return { letters, upper };
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Characters that are not spaces, and how many of them are neither letters nor digits. */
export function symbols(text: string): { characters: number; symbols: number } {
  let characters = 0;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if (code === 32 || (code >= 9 && code <= 13)) continue;
      characters++;
      const alnum =
        (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
      if (!alnum) count++;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    if (char.length === 2) i++;
    if (char.trim() === '') continue;
    characters++;
    if (!LETTER_OR_DIGIT.test(char)) count++;
  }
  return { characters, symbols: count };
}

/** The longest run of one character (`loooool` → 5), counted in code points. */
export function longestRun(text: string): number {
  let longest = 0;
  let run = 0;
  let previous = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (code > 0xffff) i++;
    if (code === previous) run++;
    else {
      run = 1;
      previous = code;
    }
    if (run > longest) longest = run;
  }
  return longest;
}

/** How often the most repeated word of the line appears (words read folded). */
export function mostRepeatedWord(words: readonly string[]): number {
  if (words.length < 2) return words.length;
  let most = 1;
  if (words.length <= 24) {
    // A short line (most): compared pairwise, nothing allocated.
    for (let i = 0; i < words.length; i++) {
      let count = 1;
      for (let j = i + 1; j < words.length; j++) if (words[j] === words[i]) count++;
      if (count > most) most = count;
    }
    return most;
  }
  const counts = new Map<string, number>();
  for (const word of words) {
    const count = (counts.get(word) ?? 0) + 1;
    counts.set(word, count);
    if (count > most) most = count;
  }
  return most;
}

/** Code points, not UTF-16 units (as Kick counts a message's length). */
export function lengthOf(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) i++;
    length++;
  }
  return length;
}
