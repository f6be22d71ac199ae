/**
 * How moderation reads text so that disguises do not slip through (research: next-capabilities-2
 * §1, Fossabot's "lookalikes"): letters that look alike fold to the Latin letter, accents and
 * combining marks (zalgo) go, zero-width and direction characters go, and everything is lower
 * case. Banned words, copy-paste detection and the terms themselves are read this way, so a term
 * and a line meet in the same alphabet.
 */

/**
 * Characters that are drawn like a Latin letter but are not one. NFKD already folds full-width
 * and mathematical letters (𝐛𝐚𝐝 → bad) and splits accents off; this covers what it leaves:
 * Cyrillic and Greek look-alikes, a few IPA and symbol letters, and Turkish ı (dotless i, which
 * has no decomposition). UTS #39's confusable skeletons were not used: they map to prototypes a
 * streamer never types (m → rn, l → I), which would make terms and lines disagree.
 */
const LOOKALIKES = pairs(
  // Cyrillic, Greek, Latin extensions and symbols drawn as letters: each `xy` reads x as y.
  'аa вb еe ёe кk мm нh оo рp сc тt уy хx ѕs іi їi јj ԁd ԛq ԝw ӏl һh ɡg үy ѵv ьb гr пn иu лn дd з3 ч4 αa βb εe ηn ιi κk νv οo ρp τt υu χx ωw γy μu σo ςs λa πn δd θo φo ıi ȷj łl øo đd ħh ŧt ßss æae œoe þp ɑa ɛe ɪi ʏy ʀr ʟl ɴn ᴀa ʙb ᴄc ᴅd ᴇe ɢg ʜh ᴊj ᴋk ᴍm ᴏo ᴘp ꜱs ᴛt ᴜu ᴠv ᴡw ᴢz €e £l ¢c ¥y ©c ®r',
);

/** `'аa ßss'` → { а: 'a', ß: 'ss' }: one look-alike and what it reads as, per word. */
function pairs(list: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of list.split(' ')) {
    const [from, ...to] = [...pair];
    map[from!] = to.join('');
  }
  return map;
}

/**
 * Invisible characters used to split a word: format characters (zero-width space and joiners,
 * direction marks, the soft hyphen, the BOM) and Hangul fillers. Variation selectors and the
 * combining grapheme joiner are marks, removed with the accents.
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;
/** Combining marks: accents once NFKD has split them off, and zalgo stacks. */
const MARKS = /\p{M}/gu;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Most chat: nothing to fold but the case (then `fold` and `foldLight` read the same). */
export const isPrintableAscii = (text: string) => PRINTABLE_ASCII.test(text);

/**
 * The folded reading: lower case, look-alikes and accents folded, invisible characters removed
 * (`Ｂáđ` → `bad`, `İyi` → `iyi`). Printable ASCII, most chat, only takes the lower case.
 */
export function fold(text: string): string {
  if (isPrintableAscii(text)) return text.toLowerCase();
  const bare = text.normalize('NFKD').replace(MARKS, '').replace(INVISIBLE, '');
  let out = '';
  for (const char of bare) {
    const lower = char.toLowerCase();
    out += LOOKALIKES[lower] ?? LOOKALIKES[char] ?? lower;
  }
  return out;
}

/**
 * A lighter reading for regular expressions: lower case and invisible characters removed, accents
 * kept, so an expression written with Turkish letters (`kötü`) still matches them.
 */
export function foldLight(text: string): string {
  if (isPrintableAscii(text)) return text.toLowerCase();
  // Turkish İ lower-cases to i + a combining dot: read it as i, as a Turkish reader does.
  return text.normalize('NFC').replace(INVISIBLE, '').replaceAll('İ', 'i').toLowerCase();
}

/** Leetspeak: digits and symbols standing in for letters inside a word. */
const LEET = pairs('0o 1i 3e 4a 5s 6g 7t 8b 9g @a $s !i |l +t');
const HAS_LEET = /[0-9@$!|+]/;
const HAS_LETTER = /\p{L}/u;
const NOT_LETTER = /[^\p{L}]+/gu;
const EDGE_SYMBOLS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The ways one token of folded text may spell a word: as it is; with leetspeak read as letters
 * (`sh1t`, `b@d`), also without stray symbols at its edges (`b4d!`); and its letters alone
 * (`badword123` → `badword`). A number alone stays a number.
 */
export function tokenReadings(token: string): string[] {
  if (!HAS_LEET.test(token) || !HAS_LETTER.test(token)) return [token];
  const readings = [token];
  const add = (value: string) => {
    if (value.length > 0 && !readings.includes(value)) readings.push(value);
  };
  add(leet(token));
  add(leet(token.replace(EDGE_SYMBOLS, '')));
  add(token.replace(NOT_LETTER, ''));
  return readings;
}

function leet(token: string): string {
  let out = '';
  for (const char of token) out += LEET[char] ?? char;
  return out;
}

/** Splits folded text into tokens: runs of anything but spaces and sentence punctuation. */
const SEPARATORS = /[\s.,;:?"'()[\]{}<>/\\\-_*~=#%^&`]+/u;
export function tokensOf(folded: string): string[] {
  const tokens = folded.split(SEPARATORS);
  // Only a separator at either end leaves an empty token.
  if (tokens[0] === '') tokens.shift();
  if (tokens.length > 0 && tokens[tokens.length - 1] === '') tokens.pop();
  return tokens;
}

/**
 * Words typed one letter at a time (`b a d w o r d`, `b.a.d`): every run of three or more
 * one-character tokens, joined, and each joined stretch of it that is three or more long (a real
 * one-letter word may stand before: `a b a d w o r d`). Runs are capped at 40 letters.
 */
export function spelledOut(tokens: readonly string[]): string[] {
  const found: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) {
      const letters = run.slice(0, 40);
      for (let start = 0; start <= letters.length - 3; start++)
        for (let end = start + 3; end <= letters.length; end++)
          found.push(letters.slice(start, end).join(''));
    }
    run = [];
  };
  for (const token of tokens) {
    if ([...token].length === 1) run.push(leet(token));
    else flush();
  }
  flush();
  return found;
}
