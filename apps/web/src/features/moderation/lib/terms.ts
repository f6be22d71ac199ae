import type { BannedTerm } from '@kyo/contracts';

/**
 * Banned terms as the editor shows them, one a line: `/…/` is a regular expression, a word with
 * `*` a wildcard, anything else a word or phrase. Empty lines are left out.
 */
export function termsFromText(text: string): BannedTerm[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      if (line.length > 2 && line.startsWith('/') && line.endsWith('/'))
        return { text: line.slice(1, -1), mode: 'regex' as const };
      if (line.includes('*') && !/\s/.test(line)) return { text: line, mode: 'wildcard' as const };
      return { text: line, mode: 'word' as const };
    });
}

export function termsToText(terms: readonly BannedTerm[]): string {
  return terms.map((term) => (term.mode === 'regex' ? `/${term.text}/` : term.text)).join('\n');
}

/** `settings.terms.4.text` → the editor's line 5 (empty lines do not count). */
export function termLine(field: string | undefined, text: string): number | null {
  const match = /^settings\.terms\.(\d+)/.exec(field ?? '');
  if (!match) return null;
  const index = Number(match[1]);
  const lines = text.split('\n');
  let seen = -1;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim().length > 0) seen++;
    if (seen === index) return i + 1;
  }
  return null;
}
