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
 * The shell's English namespaces are bundled (English is the default and every language's
 * fallback); the shell's Turkish ones and every feature's catalogue are chunks of their own,
 * loaded when the language or a page needs them (components suspend until they are there), so
 * texts a page does not show never weigh on the first load. A Turkish first visit fetches its
 * shell catalogue while the router fetches the page, in parallel.
 */
const core = import.meta.glob<Record<string, unknown>>(
  ['/src/app/locales/en.json', '/src/components/ui/locales/en.json'],
  { eager: true, import: 'default' },
);
const lazy = import.meta.glob<Record<string, unknown>>(
  ['/src/**/locales/*.json', '!/src/app/locales/en.json', '!/src/components/ui/locales/en.json'],
  { import: 'default' },
);

function parse(file: string): { namespace: string; language: Language } | null {
  const match = /\/([^/]+)\/locales\/(en|tr)\.json$/.exec(file);
  return match ? { namespace: match[1]!, language: match[2] as Language } : null;
}

function coreResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {}, tr: {} };
  for (const [file, messages] of Object.entries(core)) {
    const found = parse(file);
    if (found) resources[found.language]![found.namespace] = messages;
  }
  return resources;
}

const lazyLoaders = new Map<string, () => Promise<Record<string, unknown>>>();
for (const [file, load] of Object.entries(lazy)) {
  const found = parse(file);
  if (found) lazyLoaders.set(`${found.language}/${found.namespace}`, load);
}

/**
 * The contracts' message catalogue (what the schemas and the server say, keyed by its English
 * text, `{name}` for a value) is the namespace `messages`: English needs no resource (a message
 * is its own English), Turkish loads with the first thing that shows one (lib/use-zod-form.ts).
 */
export const MESSAGES_NAMESPACE = 'messages';
lazyLoaders.set(`tr/${MESSAGES_NAMESPACE}`, () =>
  import('@kyo/contracts/messages').then(({ TURKISH_MESSAGES }) =>
    Object.fromEntries(
      Object.entries(TURKISH_MESSAGES).map(([key, text]) => [
        key,
        text.replace(/\{(\w+)\}/g, '{{$1}}'),
      ]),
    ),
  ),
);

/** Every namespace there is (tests preload them all). */
export const ALL_NAMESPACES = [
  ...new Set(
    [...Object.keys(core), ...Object.keys(lazy)]
      .map((file) => parse(file)?.namespace)
      .filter((ns): ns is string => Boolean(ns)),
  ),
  MESSAGES_NAMESPACE,
];

export function storedLanguage(): Language {
  const stored = safeStorage.get(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.some((l) => l.code === stored) ? (stored as Language) : 'en';
}

void i18n
  .use(initReactI18next)
  .use({
    type: 'backend',
    read(
      language: string,
      namespace: string,
      done: (error: unknown, data?: Record<string, unknown>) => void,
    ) {
      const load = lazyLoaders.get(`${language}/${namespace}`);
      if (!load) return done(null, {});
      load().then(
        (data) => done(null, data),
        (error: unknown) => done(error),
      );
    },
  })
  .init({
    resources: coreResources(),
    // Bundled resources for the shell; the backend fetches the rest on first use.
    partialBundledLanguages: true,
    ns: ['app', 'ui'],
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
