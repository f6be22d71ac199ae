import { LANGUAGE_LOCALES, type Language } from '@kyo/contracts';

type Unit = 'day' | 'hour' | 'minute' | 'second';

/**
 * How short each language writes a unit. Narrow is `1h 5m` in English and `1 h 5 min` in Spanish
 * and Portuguese; Turkish narrow (`1s 5d`) reads as seconds and days, so Turkish writes the short
 * `1 sa. 5 dk.` as Turkish chat does.
 */
const STYLE: Readonly<Record<Language, 'narrow' | 'short'>> = {
  en: 'narrow',
  tr: 'short',
  es: 'narrow',
  pt: 'narrow',
};

/** Chat gets plain spaces: some ICU versions put no-break spaces between a number and its unit. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const UNITS: readonly Unit[] = ['day', 'hour', 'minute', 'second'];

/** Each language's unit formats and list format, made once. */
const formats = new Map<
  Language,
  { units: Record<Unit, Intl.NumberFormat>; list: Intl.ListFormat }
>();

function formatsOf(language: Language) {
  let found = formats.get(language);
  if (!found) {
    const locale = LANGUAGE_LOCALES[language];
    const style = STYLE[language];
    found = {
      units: Object.fromEntries(
        UNITS.map((unit) => [
          unit,
          new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: style }),
        ]),
      ) as Record<Unit, Intl.NumberFormat>,
      list: new Intl.ListFormat(locale, { type: 'unit', style }),
    };
    formats.set(language, found);
  }
  return found;
}

/**
 * How long a stream has run, in the channel's language (its Intl locale): `1h 5m`, `12m`, `40s`,
 * `1d 2h`; Spanish and Portuguese `1 h 5 min`, `1 día 2 h`; Turkish `1 sa. 5 dk.`.
 */
export function formatDuration(ms: number, language: Language = 'en'): string {
  const totalMinutes = Math.floor(ms / 60_000);
  const { units, list } = formatsOf(language);
  const part = (value: number, unit: Unit) => units[unit].format(value);
  if (totalMinutes < 1) return plain(part(Math.max(0, Math.floor(ms / 1000)), 'second'));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days ? part(days, 'day') : '',
    hours ? part(hours, 'hour') : '',
    minutes ? part(minutes, 'minute') : '',
  ].filter(Boolean);
  return plain(list.format(parts));
}
