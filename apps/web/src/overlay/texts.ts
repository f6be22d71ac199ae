import en from './locales/en.json';

type Catalogue = typeof en;
/** Every language's catalogue by its code (`./locales/<code>.json`), English among them. */
const catalogues: Record<string, Catalogue> = Object.fromEntries(
  Object.entries(
    import.meta.glob<Catalogue>('./locales/*.json', { eager: true, import: 'default' }),
  ).map(([file, catalogue]) => [/([a-z]+)\.json$/.exec(file)![1]!, catalogue]),
);

/**
 * The display's own few texts (what OBS shows when a URL stopped working). They are i18next
 * resources like every dashboard text: the catalogue `overlay/locales/<language>.json` (namespace
 * `overlay`, held to the same translations test), read here without i18next itself, which with
 * react-i18next would add about 15 kB gzip to a display that has under 1 kB left of its 80 kB
 * budget (src/overlay/bundle-size.test.ts). In the browser source's first language Kyo speaks
 * (OBS's: `es-MX` → Spanish), else English.
 */
export function displayTexts(languages: readonly string[] = navigator.languages): Catalogue {
  for (const language of languages) {
    const code = language.toLowerCase().split('-')[0]!;
    if (Object.hasOwn(catalogues, code)) return catalogues[code]!;
  }
  return en;
}
