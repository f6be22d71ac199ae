import type { Language } from './user';

const LOCALES: Record<Language, string> = { en: 'en-US', tr: 'tr-TR' };
const formats = new Map<Language, Intl.NumberFormat>();

/**
 * A count as a reader of this language writes it: `1,500` in English, `1.500` in Turkish. What
 * Kyo writes for a person (the bot's chat alerts, the Discord card) uses it, as the pages and the
 * overlays format with the browser's.
 */
export function formatCount(value: number, language: Language = 'en'): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 });
    formats.set(language, format);
  }
  return format.format(value);
}
