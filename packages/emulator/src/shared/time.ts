/** RFC3339 without fractional seconds, the shape Kick's headers and payloads use (docs/platforms/kick.md §6, §7). */
export function rfc3339(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** ISO8601 with milliseconds (Discord timestamps, control API). */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;
