/** A `#rgb`, `#rrggbb` or `#rrggbbaa` colour as `#rrggbb` plus an opacity in percent. */
export function splitColor(value: string): { hex: string; alpha: number } {
  const digits = value.replace('#', '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(digits))
    return { hex: `#${[...digits].map((d) => d + d).join('')}`, alpha: 100 };
  if (/^[0-9a-f]{8}$/.test(digits))
    return {
      hex: `#${digits.slice(0, 6)}`,
      alpha: Math.round((parseInt(digits.slice(6), 16) / 255) * 100),
    };
  if (/^[0-9a-f]{6}$/.test(digits)) return { hex: `#${digits}`, alpha: 100 };
  return { hex: '#000000', alpha: 100 };
}

/** The inverse of splitColor: full opacity gives `#rrggbb`, anything less `#rrggbbaa`. */
export function joinColor(hex: string, alpha: number): string {
  if (alpha >= 100) return hex;
  const byte = Math.round((Math.max(0, alpha) / 100) * 255);
  return `${hex}${byte.toString(16).padStart(2, '0')}`;
}
