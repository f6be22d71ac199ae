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

/**
 * An emote for Kick's emote CDN stand-in (`files.kick.com/emotes/<id>/fullsize`): a round face in
 * a colour of its own, its name under it, on a transparent background, so chat overlays show
 * something emote-like offline.
 */
export function emoteSvg(name: string): string {
  const h = hue(name);
  const label = name.replace(/[^A-Za-z0-9_]/g, '').slice(0, 8) || '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="112" viewBox="0 0 112 112">
<circle cx="56" cy="46" r="38" fill="hsl(${h},75%,55%)" stroke="hsl(${h},70%,30%)" stroke-width="4"/>
<circle cx="43" cy="38" r="6" fill="#1b1b1b"/><circle cx="69" cy="38" r="6" fill="#1b1b1b"/>
<path d="M38 56 Q56 72 74 56" stroke="#1b1b1b" stroke-width="5" fill="none" stroke-linecap="round"/>
<text x="56" y="104" text-anchor="middle" font-family="sans-serif" font-size="15" font-weight="700" fill="#fff" stroke="#000" stroke-width="0.6">${label}</text>
</svg>`;
}
