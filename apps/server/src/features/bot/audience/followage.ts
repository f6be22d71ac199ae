import { formatMessage, LANGUAGE_LOCALES, type Language, type TextTemplate } from '@kyo/contracts';
import { formatDuration } from '../templates/template';

const UNITS = {
  year: ['year', 'years'],
  month: ['month', 'months'],
  day: ['day', 'days'],
} as const satisfies Record<string, readonly [TextTemplate, TextTemplate]>;

/**
 * How long since a follow, in calendar terms and the channel's language: `1 year 2 months`,
 * `3 months 5 days`, `12 days` (`1 año 2 meses`…), and hours and minutes under a day (`5h 20m`),
 * `less than a minute` before that.
 */
export function formatFollowage(fromMs: number, nowMs: number, language: Language = 'en'): string {
  const plural = (n: number, unit: keyof typeof UNITS) =>
    `${n} ${formatMessage(UNITS[unit][n === 1 ? 0 : 1], {}, language)}`;
  if (nowMs - fromMs < 60_000) return formatMessage('less than a minute', {}, language);
  if (nowMs - fromMs < 86_400_000) return formatDuration(nowMs - fromMs, language);
  const from = new Date(fromMs);
  const now = new Date(nowMs);
  let months =
    (now.getUTCFullYear() - from.getUTCFullYear()) * 12 + now.getUTCMonth() - from.getUTCMonth();
  // Not a whole month yet when the day of the month (or the time on it) has not come round.
  const anniversary = new Date(from);
  anniversary.setUTCMonth(from.getUTCMonth() + months);
  if (anniversary.getTime() > nowMs) {
    months -= 1;
    anniversary.setTime(fromMs);
    anniversary.setUTCMonth(from.getUTCMonth() + months);
  }
  const days = Math.floor((nowMs - anniversary.getTime()) / 86_400_000);
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? plural(years, 'year') : '',
    rest > 0 ? plural(rest, 'month') : '',
    years === 0 && days > 0 ? plural(days, 'day') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : plural(days, 'day');
}

/** `12 Mar 2026` (`12 mar 2026`, `12 de mar. de 2026`…): a day as the channel's language writes it. */
export function formatDay(ms: number, language: Language = 'en'): string {
  return new Date(ms).toLocaleDateString(language === 'en' ? 'en-GB' : LANGUAGE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
