import { formatDuration } from '../templates/template';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * How long since a follow, in calendar terms: `1 year 2 months`, `3 months 5 days`, `12 days`,
 * and hours and minutes under a day (`5h 20m`), `less than a minute` before that.
 */
export function formatFollowage(fromMs: number, nowMs: number): string {
  if (nowMs - fromMs < 60_000) return 'less than a minute';
  if (nowMs - fromMs < 86_400_000) return formatDuration(nowMs - fromMs);
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

/** `12 Mar 2026`: a date chat can read in any language's client. */
export function formatDay(ms: number): string {
  return new Date(ms).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
