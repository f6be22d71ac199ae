import { describe, expect, it } from 'vitest';
import { termLine, termsFromText, termsToText } from './terms';

describe('banned terms in the editor', () => {
  it('reads one term a line: expressions between slashes, wildcards with *, words and phrases', () => {
    expect(
      termsFromText('badword\n\n  free followers \n*spam*\n/buy\\s+views/\nno * here'),
    ).toEqual([
      { text: 'badword', mode: 'word' },
      { text: 'free followers', mode: 'word' },
      { text: '*spam*', mode: 'wildcard' },
      { text: 'buy\\s+views', mode: 'regex' },
      { text: 'no * here', mode: 'word' },
    ]);
  });

  it('writes them back the same way', () => {
    const text = 'badword\n*spam*\n/buy\\s+views/';
    expect(termsToText(termsFromText(text))).toBe(text);
  });

  it('finds the line of the term the server names, skipping empty lines', () => {
    expect(termLine('settings.terms.2.text', 'a\n\nb\nc')).toBe(4);
    expect(termLine('settings.percent', 'a')).toBeNull();
  });
});
