/** Pure arithmetic of the number input: clamping, stepping and mouse dragging. */

/** Pixels of mouse movement per step when dragging a number (seed-spec §9). */
export const PIXELS_PER_STEP = 2;

export function clamp(value: number, min = -Infinity, max = Infinity): number {
  return Math.min(max, Math.max(min, value));
}

/** Decimal places of a number, so 0.1 + 0.2 comes out as 0.3 and not 0.30000000000000004. */
export function decimals(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.split('.')[1]?.length ?? 0;
}

function round(value: number, places: number): number {
  return Number(value.toFixed(Math.min(places, 20)));
}

/** Adds `count` steps to `value`, clamped, without floating-point dust. */
export function stepValue(value: number, count: number, step = 1, min?: number, max?: number) {
  const places = Math.max(decimals(value), decimals(step));
  return clamp(round(value + count * step, places), min, max);
}

/** The value after dragging `dx` pixels from `start`: one step per 2 px, truncated toward zero. */
export function dragValue(start: number, dx: number, step = 1, min?: number, max?: number) {
  return stepValue(start, Math.trunc(dx / PIXELS_PER_STEP), step, min, max);
}

/** Reads what the user typed (a comma works as the decimal mark, as Turkish writes it). */
export function parseNumber(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '' || normalized === '-' || normalized === '.') return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** The value as the field shows it: the language's decimal mark, no grouping (`2,5` in Turkish). */
export function formatNumber(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(
    value,
  );
}
