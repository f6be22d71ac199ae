import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_LOCALES, type Language as AccountLanguage } from '@kyo/contracts';
import { safeStorage } from '../lib/storage';

type Catalogue = () => Promise<{ CATALOGUE: Readonly<Record<string, string>> }>;

/**
 * The languages Kyo speaks, one line each (docs/languages.md): the code (the folder name of the
 * texts: `locales/<code>.json` in the web app, `messages/<code>/` in the contracts), the name the
 * picker shows, the page's `lang`, and the contracts' catalogue (what the schemas and the server say) as a chunk of its own. English is
 * the source: it has no catalogue (a message is its own English). Numbers and dates are written
 * in the contracts' locale of the language (`LANGUAGE_LOCALES`, as the bot writes them).
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', lang: 'en', catalogue: null },
  {
    code: 'tr',
    label: 'Türkçe',
    lang: 'tr',
    catalogue: () => import('@kyo/contracts/catalogues/tr'),
  },
  {
    code: 'es',
    label: 'Español',
    lang: 'es',
    catalogue: () => import('@kyo/contracts/catalogues/es'),
  },
  {
    code: 'pt',
    label: 'Português (Brasil)',
    lang: 'pt-BR',
    catalogue: () => import('@kyo/contracts/catalogues/pt'),
  },
] as const satisfies ReadonlyArray<{
  code: AccountLanguage;
  label: string;
  lang: string;
  catalogue: Catalogue | null;
}>;
export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_STORAGE_KEY = 'KYO_LANG';

const CODES: readonly string[] = LANGUAGES.map((language) => language.code);
export const isLanguage = (code: unknown): code is Language =>
  typeof code === 'string' && CODES.includes(code);

/** A language of the list by its code (i18next's resolved language), English for anything else. */
export function languageOf(code: string | undefined) {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];
}

/**
 * The Intl locale numbers, dates and lists are written in for a page language (`pt` → `pt-BR`,
 * `es` → `es-CO`: `1.500`): pass it instead of i18next's code to toLocaleString & co.
 */
export const intlLocale = (code: string | undefined): string =>
  LANGUAGE_LOCALES[languageOf(code).code];

/**
 * Each feature owns its catalogue in `locales/<language>.json` next to its code (`en.json` the
 * source, one file per other language with exactly its keys: app/locales.test.ts); the namespace
 * is the folder name (`components/ui/locales/en.json` → `ui`, `features/bot/locales/en.json` →
 * `bot`). The shell's English namespaces are bundled (English is the default and every language's
 * fallback); the shell's other languages and every feature's catalogue are chunks of their own,
 * loaded when the language or a page needs them (components suspend until they are there), so
 * texts a page does not show never weigh on the first load. A first visit in another language
 * fetches its shell catalogue (after the small table of those files) while the router fetches the
 * page, in parallel.
 */
const core = import.meta.glob<Record<string, unknown>>(
  ['/src/app/locales/en.json', '/src/components/ui/locales/en.json'],
  { eager: true, import: 'default' },
);
const lazy = import.meta.glob<Record<string, unknown>>(
  ['/src/**/locales/en.json', '!/src/app/locales/en.json', '!/src/components/ui/locales/en.json'],
  { import: 'default' },
);

/** A catalogue file's namespace and language; null for a file of no language in the list. */
export function parseLocaleFile(file: string): { namespace: string; language: Language } | null {
  const match = /\/([^/]+)\/locales\/([a-z]{2,3})\.json$/.exec(file);
  return match && isLanguage(match[2]) ? { namespace: match[1]!, language: match[2] } : null;
}
const parse = parseLocaleFile;

function coreResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, messages] of Object.entries(core)) {
    const found = parse(file);
    if (found) (resources[found.language] ??= {})[found.namespace] = messages;
  }
  return resources;
}

type Loader = () => Promise<Record<string, unknown>>;
const lazyLoaders = new Map<string, Loader>();
function addLoaders(loaders: Record<string, Loader>, into: Map<string, Loader>) {
  for (const [file, load] of Object.entries(loaders)) {
    const found = parse(file);
    if (found) into.set(`${found.language}/${found.namespace}`, load);
  }
  return into;
}
addLoaders(lazy, lazyLoaders);

/**
 * The other languages' catalogue files, by language and namespace: their table is a chunk of its
 * own (`locale-loaders.ts`), fetched with the first text of a language but English, so the
 * entry does not grow with each language Kyo learns (a loader per file and language).
 */
let otherLoaders: Promise<Map<string, Loader>> | null = null;
const loadersOfOtherLanguages = () =>
  (otherLoaders ??= import('./locale-loaders').then(({ LOCALE_LOADERS }) =>
    addLoaders(LOCALE_LOADERS, new Map()),
  ));

/**
 * The contracts' message catalogue (what the schemas and the server say, keyed by its English
 * text, `{name}` for a value) is the namespace `messages`: English needs no resource (a message
 * is its own English), another language loads its catalogue (`@kyo/contracts/catalogues/<code>`,
 * a chunk per language) with the first thing that shows one (lib/use-zod-form.ts).
 */
export const MESSAGES_NAMESPACE = 'messages';
for (const language of LANGUAGES) {
  const load = language.catalogue;
  if (!load) continue;
  lazyLoaders.set(`${language.code}/${MESSAGES_NAMESPACE}`, () =>
    load().then(({ CATALOGUE }) =>
      Object.fromEntries(
        Object.entries(CATALOGUE).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
      ),
    ),
  );
}

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
  return isLanguage(stored) ? stored : 'en';
}

/**
 * The browser's first language Kyo speaks (`es-MX` → `es`, `pt-BR` → `pt`), in the order the
 * visitor ranks them; null when it speaks none of them.
 */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language | null {
  for (const tag of languages) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return null;
}

/** The language a page starts in: the one chosen in this browser, else the browser's guess. */
export function initialLanguage(): Language {
  const stored = safeStorage.get(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : (browserLanguage() ?? 'en');
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
      const key = `${language}/${namespace}`;
      const direct = lazyLoaders.get(key);
      const found =
        direct || language === 'en'
          ? Promise.resolve(direct)
          : loadersOfOtherLanguages().then((loaders) => loaders.get(key));
      found
        .then((load) => (load ? load() : {}))
        .then(
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
    lng: typeof window === 'undefined' ? 'en' : initialLanguage(),
    fallbackLng: 'en',
    defaultNS: 'app',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

const applyLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = languageOf(language).lang;
};
// The listener is registered after init(): set the page language for the initial one too.
applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  safeStorage.set(LANGUAGE_STORAGE_KEY, language);
  applyLanguage(language);
});

export { i18n };
