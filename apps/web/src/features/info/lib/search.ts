/**
 * Folds text for a forgiving search: lower case in the reader's language, accents and Turkish
 * letters reduced to their plain form ("Şifre" and "sifre" match, so do "İzleyici" and "izleyici").
 */
export function fold(text: string, language = 'en'): string {
  return text
    .toLocaleLowerCase(language)
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query appears somewhere in the text. */
export function matches(text: string, query: string, language = 'en'): boolean {
  const words = fold(query, language).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(text, language);
  return words.every((word) => haystack.includes(word));
}
