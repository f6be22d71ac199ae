import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n';

/**
 * The completeness test of the web app's texts (docs/languages.md): every namespace's
 * `locales/en.json` (the source) has a file in each other language of i18n.ts's list, with
 * exactly its keys (plural keys: the language's own plural forms), the same `{{variables}}` and
 * tags in each text, and no text left in English unless the language writes it the same.
 */
const files = import.meta.glob<Record<string, unknown>>('/src/**/locales/*.json', {
  eager: true,
  import: 'default',
});
const catalogues = new Map<string, Map<string, unknown>>();
for (const [file, messages] of Object.entries(files)) {
  const match = /\/([^/]+)\/locales\/([a-z]+)\.json$/.exec(file);
  if (!match) continue;
  const entry = catalogues.get(match[1]!) ?? new Map<string, unknown>();
  entry.set(match[2]!, messages);
  catalogues.set(match[1]!, entry);
}
const OTHER_LANGUAGES = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');
const pairs = [...catalogues.keys()].flatMap((namespace) =>
  OTHER_LANGUAGES.map((language) => [namespace, language] as const),
);

/**
 * Whole texts that stay as the English in another language: made only of these words (and of
 * `{{variables}}`, `{user}` tokens, `!commands`, tags, links, @mentions, numbers, punctuation and
 * one-letter symbols). Keep it short; each group says why.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(
  [
    // Names of brands, products, Kick's categories and badges, Discord's APP tag: never translated.
    ...['Kyo', 'Kick', 'Kicks', 'OBS', 'Spotify', 'Discord', 'StreamElements', 'Botrix'],
    ...['Twitch', 'YouTube', 'Steam', 'Google', 'GitHub', 'Stream Deck', 'Just Chatting'],
    ...['IRL', 'Esports', 'VIP', 'VIPs', 'OG', 'OGs', 'APP'],
    // Formats, protocols and code, written as in English everywhere.
    ...['API', 'URL', 'HTML', 'CSS', 'JavaScript', 'JSON', 'CSV', 'ID', 'HMAC', 'OAuth'],
    ...['token', 'tokens', 'webhook', 'webhooks', 'e-mail', 'cookie', 'min', 'ms', 'px'],
    // Streaming words the glossary keeps as they are (docs/languages.md).
    ...['chat', 'emote', 'emotes', 'widget', 'widgets', 'overlay', 'raid', 'clip', 'stream'],
    ...['streams', 'streamer', 'sub', 'subs', 'resub', 'resubs', 'bot', 'ranking', 'podcast'],
    // Words these languages borrowed as they are (a beta, a terminal, the names of UI parts).
    ...['beta', 'info', 'terminal', 'editor', 'zoom', 'pop', 'tooltip', 'spinner', 'chips'],
  ].flatMap((words) => words.toLowerCase().split(' ')),
);
/** Words that are the same in one language (its own words, or loanwords its streamers use). */
const SAME_IN: Partial<Record<string, readonly string[]>> = {
  tr: ['video'],
  // Spanish words spelt as in English; "un follow" and "flood" are streamers' words (glossary).
  es: [
    ...['video', 'error', 'general', 'legal', 'global', 'variable', 'variables', 'total'],
    ...['follow', 'follows', 'flood'],
  ],
  // Portuguese words and Brazilian streamers' and developers' loanwords ("Design system").
  pt: [
    ...['status', 'volume', 'links', 'flood', 'caps', 'aliases', 'ban', 'bans', 'online'],
    ...['offline', 'layout', 'player', 'regular', 'tags', 'whoosh', 'playground', 'ghost'],
    ...['design', 'system', 'toasts'],
  ],
};
/** Keys whose text is not prose: anchors in links (`#kick-password`) and a counter's name. */
const NOT_PROSE = /(^|\.)id$|^counters\.example\.name$/;

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Portuguese writes the platform in the feminine (a plataforma): "o/no/do/ao/pelo Kick" is a slip. */
const MASCULINE_KICK = /\b(o|no|do|ao|pelo|num|dum)\s+Kick\b/i;
function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}
/** Texts by key, a plural's forms together under the key without its suffix. */
function grouped(tree: unknown): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, text] of leaves(tree)) {
    const form = PLURAL.exec(key)?.[1] ?? '';
    const base = form ? key.slice(0, -form.length - 1) : key;
    const forms = groups.get(base) ?? new Map<string, string>();
    forms.set(form, text);
    groups.set(base, forms);
  }
  return groups;
}
/** The plural forms a language needs for a key English writes with `forms`. */
function pluralForms(language: string, english: Iterable<string>): string[] {
  const own = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const englishOwn = new Intl.PluralRules('en').resolvedOptions().pluralCategories;
  // A form English adds beyond its own (`_zero`) is kept in every language.
  const extra = [...english].filter((form) => !(englishOwn as string[]).includes(form));
  return [...new Set([...own, ...extra])].sort();
}
const variables = (texts: Iterable<string>) =>
  [...new Set([...texts].flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1])))]
    .sort()
    .join(' ');
/** A text's markup (`</code>`, `<br/>`): closing and empty tags, not a `<text>` placeholder. */
const tags = (text: string) =>
  [...text.matchAll(/<\/[\w-]+>|<[\w-]+\s*\/>/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort()
    .join(' ');
/** True when a text may be the same as its English in this language. */
function mayStayEnglish(text: string, language: string): boolean {
  const words = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<code>[^<]*<\/code>|<[^>]*>/g, ' ')
    .replace(/\S+\.(com|net|org)\S*|@\w+|!\w+|\$\(\w+\)|\{[\w -]+\}/g, ' ')
    .split(/[^\p{L}-]+/u)
    .filter((word) => /\p{L}\p{L}/u.test(word))
    .map((word) => word.toLowerCase());
  const own = SAME_IN[language] ?? [];
  return words.every((word) => SAME_IN_EVERY_LANGUAGE.has(word) || own.includes(word));
}

describe('translations', () => {
  it('finds every namespace’s English catalogue', () => {
    expect(catalogues.size).toBeGreaterThan(10);
    for (const [namespace, entry] of catalogues) expect(entry.has('en'), namespace).toBe(true);
  });

  it.each(pairs)(
    '%s/%s: has exactly the keys of the English, in its own plural forms',
    (ns, lang) => {
      const entry = catalogues.get(ns)!;
      expect(entry.has(lang), `${ns}/locales/${lang}.json is missing`).toBe(true);
      const english = grouped(entry.get('en'));
      const other = grouped(entry.get(lang));
      const missing = [...english.keys()].filter((key) => !other.has(key));
      const extra = [...other.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }, `${ns}/${lang}`).toEqual({ missing: [], extra: [] });
      for (const [key, forms] of english) {
        const expected = forms.has('') ? [''] : pluralForms(lang, forms.keys());
        expect([...other.get(key)!.keys()].sort(), `${ns}/${lang} ${key}`).toEqual(expected);
      }
    },
  );

  it.each(pairs)('%s/%s: keeps each text’s {{variables}} and tags, none empty', (ns, lang) => {
    const entry = catalogues.get(ns)!;
    const english = grouped(entry.get('en'));
    const other = grouped(entry.get(lang));
    for (const [key, forms] of english) {
      const own = other.get(key);
      if (!own) continue; // reported by the keys test
      for (const [form, text] of own) expect(text.trim(), `${lang} ${key}_${form}`).not.toBe('');
      // Plural forms together: English's one may say "a" where another language says {{count}}.
      if (forms.has('')) {
        expect(variables(own.values()), `${ns}/${lang} ${key}`).toBe(variables(forms.values()));
      } else {
        const allowed = new Set(variables(forms.values()).split(' '));
        for (const [form, text] of own)
          for (const name of variables([text]).split(' ').filter(Boolean))
            expect(allowed.has(name), `${ns}/${lang} ${key}_${form} {{${name}}}`).toBe(true);
        expect(variables([own.get('other') ?? ''])).toBe(variables([forms.get('other') ?? '']));
      }
      expect(tags([...own.values()][0] ?? ''), `${ns}/${lang} ${key}`).toBe(
        tags([...forms.values()][0] ?? ''),
      );
    }
  });

  it.each(pairs)('%s/%s: leaves no text in English', (ns, lang) => {
    const entry = catalogues.get(ns)!;
    const english = new Map(leaves(entry.get('en')));
    const left = leaves(entry.get(lang))
      .filter(
        ([key, text]) =>
          english.get(key) === text && !NOT_PROSE.test(key) && !mayStayEnglish(text, lang),
      )
      .map(([key, text]) => `${key}: ${text}`);
    expect(left, `${ns}/${lang}`).toEqual([]);
  });
});

describe('Portuguese', () => {
  it('calls the platform "a Kick" everywhere, never "o Kick" (issue 46)', () => {
    const masculine = [...catalogues]
      .flatMap(([ns, entry]) =>
        leaves(entry.get('pt')).map(([key, text]) => [`${ns} ${key}`, text]),
      )
      .filter(([, text]) => MASCULINE_KICK.test(text!))
      .map(([where, text]) => `${where}: ${text}`);
    expect(masculine).toEqual([]);
    expect(MASCULINE_KICK.test('Falha ao conectar o Kick')).toBe(true);
    expect(MASCULINE_KICK.test('Conecte a Kick e 100 Kicks no Kyo')).toBe(false);
  });
});

describe('the completeness test', () => {
  it('fails on a missing key, a changed variable and a text left in English', () => {
    const english = grouped({ a: 'Hello {{name}}', n_one: 'one item', n_other: '{{count}} items' });
    const spanish = grouped({ a: 'Hola {{nombre}}', n_one: 'un elemento', n_other: '{{count}} x' });
    expect(pluralForms('es', english.get('n')!.keys())).toEqual(['many', 'one', 'other']);
    expect(pluralForms('tr', english.get('n')!.keys())).toEqual(['one', 'other']);
    expect(pluralForms('pt', ['zero', 'one', 'other'])).toEqual(['many', 'one', 'other', 'zero']);
    // Spanish misses n_many, and renamed a variable.
    expect([...spanish.get('n')!.keys()].sort()).not.toEqual(pluralForms('es', ['one', 'other']));
    expect(variables(spanish.get('a')!.values())).not.toBe(variables(english.get('a')!.values()));
    expect(tags('Read <code>!sr</code>')).not.toBe(tags('Lee !sr'));
    expect(mayStayEnglish('Save', 'es')).toBe(false);
    expect(mayStayEnglish('Kick chat', 'es')).toBe(true);
    expect(mayStayEnglish('{{count}} Kicks · OBS', 'pt')).toBe(true);
    expect(mayStayEnglish('Total', 'es')).toBe(true);
    expect(mayStayEnglish('Total', 'tr')).toBe(false);
  });
});
