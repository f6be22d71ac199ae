import type { BannedTerm } from '@kyo/contracts';
import { fold, foldLight, spelledOut, tokenReadings, tokensOf } from './fold';
import { checkExpression } from './safe-regex';

/**
 * Banned words and phrases, compiled once per channel (when its settings load or change), read
 * over the line's tokens three ways (as folded; leetspeak as letters; letters only):
 *
 * - one-word terms are a set lookup per token; phrases a lookup from their first token; words
 *   typed letter by letter a lookup of the runs of one-letter tokens. Terms are folded the same
 *   way, so `kötü` meets `KÖTÜ`, `k0tü` and `k ö t ü`.
 * - wildcards become one generated alternation between spaces (the tokens joined by one space),
 *   run only when the line has one of their literal parts. Generated from escaped literals, with
 *   `*` as at most 30 letters, so it cannot backtrack without bound.
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

/** Escapes a literal for an expression with the `u` flag (which refuses `\-` outside a class). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

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
      else if (tokensOf(fold(term.text.replaceAll('*', 'x'))).length !== 1)
        problems.push({
          index,
          reason: 'A wildcard term is letters and digits with * (no punctuation)',
        });
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
  /** Phrases (tokens joined by one space), found from their first token. */
  const phrases = new Set<string>();
  const phraseLengths = new Map<string, Set<number>>();
  /** Every term without its spaces (for words typed a letter at a time). */
  const compact = new Set<string>();
  const wildcards: string[] = [];
  const fragments: string[] = [];
  const expressions: string[] = [];
  terms.forEach((term, index) => {
    if (refused.has(index)) return;
    if (term.mode === 'regex') expressions.push(`(?:${term.text})`);
    else if (term.mode === 'wildcard') {
      const parts = fold(term.text).split('*');
      wildcards.push(parts.map(escape).join(STAR));
      // Its longest literal part: a token it matches says that much at least.
      fragments.push(escape(parts.reduce((a, b) => (b.length > a.length ? b : a))));
    } else {
      const tokens = tokensOf(fold(term.text));
      // The term as written and with its leetspeak read (`b4d` also bans `bad`).
      const readings = [tokens, tokens.map((t) => tokenReadings(t)[1] ?? t)];
      for (const reading of readings) {
        const joined = reading.join(' ');
        if (reading.length === 1) singles.add(joined);
        else {
          phrases.add(joined);
          let lengths = phraseLengths.get(reading[0]!);
          if (!lengths) phraseLengths.set(reading[0]!, (lengths = new Set()));
          lengths.add(reading.length);
        }
        compact.add(reading.join(''));
      }
    }
  });
  // A wildcard matches one whole token (between spaces). The cheap test of its literal parts
  // decides whether the full one runs at all.
  const wild = wildcards.length
    ? new RegExp(`${BOUNDARY_BEFORE}(?:${wildcards.join('|')})${BOUNDARY_AFTER}`, 'u')
    : null;
  const wildHint = wildcards.length ? new RegExp(fragments.join('|'), 'u') : null;
  const regex = expressions.length ? new RegExp(expressions.join('|'), 'iu') : null;
  if (!wild && !regex && singles.size === 0 && phrases.size === 0) return null;
  // V8 compiles an expression on its first use: on this save, not on a viewer's line.
  wild?.test('');
  wildHint?.test('');
  regex?.test('');

  /** Whether one reading of the line (a token each) says a phrase or a wildcard. */
  const says = (tokens: readonly string[]): boolean => {
    if (phrases.size > 0)
      for (let i = 0; i < tokens.length; i++) {
        const lengths = phraseLengths.get(tokens[i]!);
        if (!lengths) continue;
        for (const length of lengths)
          if (i + length <= tokens.length && phrases.has(tokens.slice(i, i + length).join(' ')))
            return true;
      }
    if (wild) {
      // One space between tokens, punctuation out.
      const joined = tokens.join(' ');
      if (wildHint!.test(joined) && wild.test(joined)) return true;
    }
    return false;
  };

  return {
    matches({ folded, light, tokens: known }) {
      const tokens = known ?? tokensOf(folded);
      // Lines whose tokens need no other reading (most) build no other one.
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
      if (says(tokens)) return true;
      if (readings) {
        const leet = tokens.map((t, i) => readings[i]?.[1] ?? t);
        const letters = tokens.map((t, i) => readings[i]?.at(-1) ?? t);
        if (says(leet) || says(letters)) return true;
      }
      // Spelled out (`b a d`): only lines with runs of one-letter tokens have any.
      if (tokens.length >= 3)
        for (const word of spelledOut(tokens)) if (compact.has(word)) return true;
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
