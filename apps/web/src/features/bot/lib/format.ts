/** `45s`, `2m`, `1m 30s`, `1h 5m`: short cooldown and interval labels. */
export function formatSeconds(total: number): string {
  if (total < 60) return `${total}s`;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s`]
    .filter(Boolean)
    .join(' ');
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * "in 4 minutes", "2 hours ago", "now", in the page's language. `past` is for things that have
 * happened: a server clock a second ahead of the browser's must not say "in 1 second".
 */
export function formatRelative(
  iso: string,
  now: number,
  locale?: string,
  { past = false }: { past?: boolean } = {},
): string {
  const raw = new Date(iso).getTime() - now;
  const diff = past ? Math.min(raw, 0) : raw;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') {
      return format.format(Math.round(diff / size), unit);
    }
  }
  return format.format(0, 'second');
}

/** `14:05:09`, in the page's language. */
export function formatClock(iso: string, locale?: string): string {
  return new Date(iso).toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}
