import type { Language } from './user';

/**
 * The Intl locale of each language's numbers and dates. Spanish is `es-CO`: `1.500` as most of
 * Spanish-speaking Kick writes it (Colombia, Argentina, Chile, Spain), where plain `es` writes
 * `1500` (no group under 10,000) and `es-419` the Mexican `1,500`. Portuguese is Brazil's.
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  tr: 'tr-TR',
  es: 'es-CO',
  pt: 'pt-BR',
};
const formats = new Map<Language, Intl.NumberFormat>();

/**
 * A count as a reader of this language writes it: `1,500` in English, `1.500` in Turkish,
 * Spanish and Portuguese. What Kyo writes for a person (the bot's chat replies and alerts, the
 * Discord card) uses it, as the pages and the overlays format with the browser's.
 */
export function formatCount(value: number, language: Language = 'en'): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { maximumFractionDigits: 0 });
    formats.set(language, format);
  }
  return format.format(value);
}
