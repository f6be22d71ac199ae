/**
 * Every catalogue file of the languages but English (`locales/<code>.json`, English is bundled
 * or loaded by i18n.ts itself), as lazy loaders keyed by file: a chunk of its own that i18n.ts
 * fetches with the first text of such a language.
 */
export const LOCALE_LOADERS = import.meta.glob<Record<string, unknown>>(
  ['/src/**/locales/*.json', '!/src/**/locales/en.json'],
  { import: 'default' },
);
