/**
 * Avatars, album art and thumbnails must load offline, so the emulator serves generated SVGs
 * instead of provider CDN URLs: initials on a colour derived from the name.
 */
export function imageUrl(publicUrl: string, name: string, size?: number): string {
  const file = `${encodeURIComponent(name.toLowerCase().replace(/[^a-z0-9]+/gi, '-'))}.svg`;
  return `${publicUrl}/images/${file}${size ? `?size=${size}` : ''}`;
}

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

export function placeholderSvg(name: string, size: number): string {
  const words = name
    .replace(/\.svg$/, '')
    .split(/[-_\s]+/)
    .filter(Boolean);
  const initials = (
    words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)]
  )
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const h = hue(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,30%)"/></linearGradient></defs>
<rect width="100" height="100" fill="url(#g)"/>
<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="38" font-weight="700" fill="#fff">${initials || '?'}</text>
</svg>`;
}
