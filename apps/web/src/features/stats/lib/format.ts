/** Numbers, times and durations in the page's language (Intl: Turkish digits and dates too). */
export const formatNumber = (value: number, locale?: string) =>
  new Intl.NumberFormat(locale).format(value);

export const formatDateTime = (iso: string | number, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

export const formatDate = (iso: string | number, locale?: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

export const formatClock = (ms: number, locale?: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(ms));

/** `3 h 12 m` (`3 sa 12 dk`): units given by the caller's language. */
export function formatDuration(seconds: number, units: { h: string; m: string }): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} ${units.h} ${minutes % 60} ${units.m}` : `${minutes} ${units.m}`;
}

/** `1:05:00`: an offset from the start as a VOD player shows it. */
export function formatOffset(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(rest)}` : `${m}:${pad(rest)}`;
}

/** The change of `value` against `base` in percent, rounded; null when there is no base. */
export function change(value: number | null, base: number | null | undefined): number | null {
  if (value === null || base === null || base === undefined) return null;
  if (base === 0) return value === 0 ? 0 : null;
  return Math.round(((value - base) / base) * 100);
}
