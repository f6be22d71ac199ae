import { describe, expect, it } from 'vitest';

/** Every catalogue of the app, by namespace and language (the same files i18n.ts loads). */
const files = import.meta.glob<Record<string, unknown>>('/src/**/locales/*.json', {
  eager: true,
  import: 'default',
});
const catalogues = new Map<string, Partial<Record<'en' | 'tr', unknown>>>();
for (const [file, messages] of Object.entries(files)) {
  const match = /\/([^/]+)\/locales\/(en|tr)\.json$/.exec(file);
  if (!match) continue;
  const entry = catalogues.get(match[1]!) ?? {};
  entry[match[2] as 'en' | 'tr'] = messages;
  catalogues.set(match[1]!, entry);
}
const comparable = [...catalogues];

/** Key paths, with plural suffixes folded (languages may need different plural forms). */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(tree).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}
function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();

describe('translations', () => {
  it('has an English and a Turkish catalogue for every namespace', () => {
    for (const [namespace, entry] of catalogues) {
      expect(entry.en, `${namespace}/en`).toBeDefined();
      expect(entry.tr, `${namespace}/tr`).toBeDefined();
    }
    expect(catalogues.size).toBeGreaterThan(10);
  });

  it.each(comparable)(
    '%s: has every English text in Turkish too, and nothing extra',
    (_, { en, tr }) => {
      expect([...new Set(keys(tr))].sort()).toEqual([...new Set(keys(en))].sort());
    },
  );

  it.each(comparable)(
    '%s: keeps the {{placeholders}} of each text and has no empty text',
    (_, { en, tr }) => {
      const turkish = new Map(leaves(tr));
      for (const [key, english] of leaves(en)) {
        expect(english.trim(), `en ${key}`).not.toBe('');
        const other = turkish.get(key);
        if (other === undefined) continue; // plural variants: compared by key above
        expect(other.trim(), `tr ${key}`).not.toBe('');
        expect(placeholders(other), key).toEqual(placeholders(english));
      }
    },
  );
});
