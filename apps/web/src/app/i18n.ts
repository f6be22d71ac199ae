import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeStorage } from '../lib/storage';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'tr', label: 'Türkçe' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'KYO_LANG';

/**
 * Each feature owns its catalogue in `locales/{en,tr}.json` next to its code; the namespace is
 * the folder name (`components/ui/locales/en.json` → `ui`, `features/bot/locales/en.json` → `bot`).
 */
const catalogues = import.meta.glob<Record<string, unknown>>(
  ['/src/**/locales/en.json', '/src/**/locales/tr.json'],
  { eager: true, import: 'default' },
);

function buildResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {}, tr: {} };
  for (const [file, messages] of Object.entries(catalogues)) {
    const match = /\/([^/]+)\/locales\/(en|tr)\.json$/.exec(file);
    if (!match) continue;
    const [, namespace, language] = match as unknown as [string, string, Language];
    resources[language]![namespace] = messages;
  }
  return resources;
}

export function storedLanguage(): Language {
  const stored = safeStorage.get(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.some((l) => l.code === stored) ? (stored as Language) : 'en';
}

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: typeof window === 'undefined' ? 'en' : storedLanguage(),
  fallbackLng: 'en',
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  returnNull: false,
});

const applyLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
// The listener is registered after init(): set the page language for the initial one too.
applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  safeStorage.set(LANGUAGE_STORAGE_KEY, language);
  applyLanguage(language);
});

export { i18n };
