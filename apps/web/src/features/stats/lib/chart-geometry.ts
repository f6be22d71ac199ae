/**
 * Where the charts put their time ticks and their bars: pure, so their rules are tested without a
 * canvas (uPlot draws; these decide). Times are uPlot's: seconds since the epoch.
 */

const MINUTE = 60;
const HOUR = 3600;
/** The steps a time axis may take: whole minutes only, as the data is one value per minute. */
const STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440].map((m) => m * MINUTE);

/**
 * Ticks of a time axis from `min` to `max` (s), at least `space` px apart on `width` px: the
 * smallest whole-minute step that fits, on round local times (:00, :15, …). A short stream gets
 * minute steps, never several ticks inside one minute (they all read "12:15").
 */
export function timeTicks(
  min: number,
  max: number,
  width: number,
  space: number,
  tzOffsetMinutes = new Date(min * 1000).getTimezoneOffset(),
): number[] {
  if (!(max > min)) return [min];
  const fits = Math.max(1, Math.floor(width / space));
  const step = STEPS.find((s) => (max - min) / s <= fits) ?? STEPS[STEPS.length - 1]!;
  // Round in local time: local = utc - offset.
  const shift = -tzOffsetMinutes * MINUTE;
  const first = Math.ceil((min + shift) / step) * step - shift;
  const ticks: number[] = [];
  for (let t = first; t <= max; t += step) ticks.push(t);
  return ticks.length > 0 ? ticks : [min];
}

/**
 * Ticks of a date axis (points days apart, the trends): local midnights, a whole number of days
 * apart, at most `width / space` of them; streams of one day get one tick, not a date repeated
 * at each hour.
 */
export function dayTicks(
  min: number,
  max: number,
  width: number,
  space: number,
  tzOffsetMinutes = new Date(min * 1000).getTimezoneOffset(),
): number[] {
  const DAY = 86_400;
  const shift = -tzOffsetMinutes * MINUTE;
  const firstDay = Math.floor((min + shift) / DAY);
  const lastDay = Math.floor((max + shift) / DAY);
  const fits = Math.max(1, Math.floor(width / space));
  const step = Math.max(1, Math.ceil((lastDay - firstDay + 1) / fits));
  const ticks: number[] = [];
  for (let day = firstDay; day <= lastDay; day += step)
    ticks.push(Math.max(min, day * DAY - shift));
  return ticks;
}

/** Labels with a repeat of the one before it left empty (never the same text twice in a row). */
export const distinctLabels = (labels: string[]) =>
  labels.map((label, i) => (i > 0 && labels[i - 1] === label ? '' : label));

/** Whether a tick's label needs the day too: the axis spans most of a day or more. */
export const ticksNeedDay = (min: number, max: number) => max - min > 20 * HOUR;

/**
 * Grouped bars: series `index` of `count` drawn side by side in the minute's slot (centre `x`,
 * `slot` px between two minutes), so three follows never hide behind three subs. Canvas px.
 */
export function barInSlot(
  x: number,
  slot: number,
  index: number,
  count: number,
  gap = 1,
  maxWidth = 40,
): { left: number; width: number } {
  const group = Math.min(slot * 0.8, maxWidth * count);
  const each = group / count;
  return { left: x - group / 2 + index * each, width: Math.max(1, each - gap) };
}
