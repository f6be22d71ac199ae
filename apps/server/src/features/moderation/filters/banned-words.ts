import type { BannedTerm } from '@kyo/contracts';
import { fold, foldLight, spelledOut, tokenReadings, tokensOf } from './fold';
import { checkExpression } from './safe-regex';

/**
 * Banned words and phrases, compiled once per channel (when its settings load or change) into
 * two expressions that each read a line in one pass:
 *
 * - words, phrases and wildcards become one generated alternation between word boundaries, run
 *   over the line's tokens read three ways (as folded; leetspeak as letters; letters only), each
 *   joined by single spaces so that a space is the boundary (cheap to test), plus a set lookup
 *   for words typed letter by letter. Terms are folded the same way, so `kötü` meets `KÖTÜ`,
 *   `k0tü` and `k ö t ü`. Generated from escaped literals, with `*` as at most 30 letters, so it
 *   cannot backtrack without bound.
 * - regular expressions (checked by `checkExpression` when saved) become one alternation, run
 *   case-insensitively over the folded line and over the line with its accents kept.
 */

/** A wildcard's `*`: letters or digits inside one word, at most this many. */
const STAR = '[\\p{L}\\p{N}]{0,30}';
const MAX_STARS = 3;
/** The readings are tokens joined by one space: a space or an end is a word boundary. */
const BOUNDARY_BEFORE = '(?:^| )';
const BOUNDARY_AFTER = '(?= |$)';
/** Regular expressions read at most this much of a line (Kick's own limit is 500). */
const EXPRESSION_INPUT = 500;

export interface TermProblem {
  index: number;
  reason: string;
}

/** What the matcher reads from a line; computed once per line and shared by the rules. */
export interface TermInput {
  /** The folded text (emote tokens already out). */
  folded: string;
  /** Its tokens (`tokensOf(folded)`), when the caller has them already. */
  tokens?: string[];
  /** The text with invisible characters removed and accents kept, lower case. */
  light: string;
}

export interface BannedWords {
  /** Whether the line says a banned term. */
  matches(input: TermInput): boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Checks terms as the API saves them: a regular expression outside the safe subset is refused. */
export function termProblems(terms: readonly BannedTerm[]): TermProblem[] {
  const problems: TermProblem[] = [];
  terms.forEach((term, index) => {
    if (term.mode === 'regex') {
      const check = checkExpression(term.text);
      if (!check.ok)
        problems.push({ index, reason: `This expression is refused: ${check.reason}` });
    } else if (term.mode === 'wildcard') {
      const stars = term.text.split('*').length - 1;
      if (/\s/.test(term.text))
        problems.push({ index, reason: 'A wildcard term is one word (use a phrase without *)' });
      else if (stars > MAX_STARS)
        problems.push({ index, reason: `A wildcard term has at most ${MAX_STARS} *` });
      else if (term.text.replaceAll('*', '').length < 2)
        problems.push({ index, reason: 'A wildcard term needs at least two letters besides *' });
    } else if (!/[\p{L}\p{N}]/u.test(fold(term.text)))
      problems.push({ index, reason: 'A term needs at least one letter or digit' });
  });
  return problems;
}

/** Compiles valid terms (a refused one is skipped: `termProblems` keeps them out of storage). */
export function compileBannedWords(terms: readonly BannedTerm[]): BannedWords | null {
  const refused = new Set(termProblems(terms).map((problem) => problem.index));
  /** One-word terms: a set lookup per token reading (most lists are mostly these). */
  const singles = new Set<string>();
  /** Phrases, and every term without its spaces (for words typed a letter at a time). */
  const phrases = new Set<string>();
  const compact = new Set<string>();
  const wildcards: string[] = [];
  const expressions: string[] = [];
  terms.forEach((term, index) => {
    if (refused.has(index)) return;
    if (term.mode === 'regex') expressions.push(`(?:${term.text})`);
    else if (term.mode === 'wildcard')
      wildcards.push(fold(term.text).split('*').map(escape).join(STAR));
    else {
      const tokens = tokensOf(fold(term.text));
      // The term as written and with its leetspeak read (`b4d` also bans `bad`).
      for (const reading of new Set([
        tokens.join(' '),
        tokens.map((t) => tokenReadings(t)[1] ?? t).join(' '),
      ])) {
        (tokens.length === 1 ? singles : phrases).add(reading);
        compact.add(reading.replaceAll(' ', ''));
      }
    }
  });
  // Longest first: a phrase wins over a shorter one it starts with (either is a hit anyway).
  const alternatives = [
    ...[...phrases].sort((a, b) => b.length - a.length).map(escape),
    ...wildcards,
  ];
  const words = alternatives.length
    ? new RegExp(`${BOUNDARY_BEFORE}(?:${alternatives.join('|')})${BOUNDARY_AFTER}`, 'u')
    : null;
  const regex = expressions.length ? new RegExp(expressions.join('|'), 'iu') : null;
  if (!words && !regex && singles.size === 0) return null;
  // V8 compiles an expression on its first use: on this save, not on a viewer's line.
  words?.test('');
  regex?.test('');

  return {
    matches({ folded, light, tokens: known }) {
      if (words || singles.size > 0) {
        const tokens = known ?? tokensOf(folded);
        // Lines whose tokens need no other reading (most) build no other line.
        let readings: string[][] | null = null;
        for (let i = 0; i < tokens.length; i++) {
          const token = tokens[i]!;
          if (singles.has(token)) return true;
          const other = tokenReadings(token);
          if (other.length === 1) continue;
          for (let r = 1; r < other.length; r++) if (singles.has(other[r]!)) return true;
          readings ??= [];
          readings[i] = other;
        }
        if (words) {
          // One space between tokens, punctuation out: `free.followers` says the phrase too.
          if (words.test(tokens.join(' '))) return true;
          if (readings) {
            const leet = tokens.map((t, i) => readings[i]?.[1] ?? t).join(' ');
            const letters = tokens.map((t, i) => readings[i]?.at(-1) ?? t).join(' ');
            if (words.test(leet) || words.test(letters)) return true;
          }
        }
        // Spelled out (`b a d`): only lines with runs of one-letter tokens have any.
        if (tokens.length >= 3)
          for (const word of spelledOut(tokens)) if (compact.has(word)) return true;
      }
      if (regex) {
        const input = folded.length > EXPRESSION_INPUT ? folded.slice(0, EXPRESSION_INPUT) : folded;
        if (regex.test(input)) return true;
        if (light !== folded && regex.test(light.slice(0, EXPRESSION_INPUT))) return true;
      }
      return false;
    },
  };
}

/** The two readings the matcher wants, from the line's text (emote tokens out). */
export function termInputOf(text: string): TermInput {
  return { folded: fold(text), light: foldLight(text) };
}
