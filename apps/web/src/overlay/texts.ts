import en from './locales/en.json';
import tr from './locales/tr.json';

const catalogues = { en, tr };
type Catalogue = typeof en;

/**
 * The display's own few texts (what OBS shows when a URL stopped working). They are i18next
 * resources like every dashboard text: the catalogue `overlay/locales/{en,tr}.json` (namespace
 * `overlay`, held to the same translations test), read here without i18next itself, which with
 * react-i18next would add about 15 kB gzip to a display that has under 1 kB left of its 80 kB
 * budget (src/overlay/bundle-size.test.ts). In the browser source's language (OBS's), else
 * English.
 */
export function displayTexts(languages: readonly string[] = navigator.languages): Catalogue {
  const turkish = languages.some((language) => language.toLowerCase().startsWith('tr'));
  return catalogues[turkish ? 'tr' : 'en'];
}
