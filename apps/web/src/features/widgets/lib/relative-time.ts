const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "4 seconds ago", "2 hours ago" in the UI language; "now" under a second. */
export function formatRelative(iso: string, now: number, locale: string | undefined): string {
  const diff = new Date(iso).getTime() - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === 'second')
      return format.format(Math.round(diff / ms), unit);
  }
  return format.format(0, 'second');
}
