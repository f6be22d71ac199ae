import { formatMessage } from './messages';
import type { MarkerKind } from './markers';
import type { Language } from './user';

/**
 * Stream markers' words and VOD chapters (docs/shoutouts-markers.md): apart from markers.ts's
 * schemas because the words come from the language catalogues, which only the server and the
 * pages that write them should load.
 */

/** A found moment's or an empty marker's words, in a language. */
export function markerTitle(
  marker: { kind: MarkerKind; title: string; value: number | null },
  language: Language,
): string {
  if (marker.title) return marker.title;
  const count = marker.value ?? 0;
  switch (marker.kind) {
    case 'chat':
      return formatMessage('Chat burst ({count} lines a minute)', { count }, language);
    case 'gifts':
      return formatMessage('{count} gifted subs', { count }, language);
    case 'kicks':
      return formatMessage('{count} Kicks', { count }, language);
    default:
      return formatMessage('Marker', {}, language);
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** `MM:SS`, or `H:MM:SS` from an hour on (YouTube's chapter times). */
export function chapterTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** YouTube ignores chapters shorter than 10 seconds. */
const MIN_CHAPTER_SECONDS = 10;

/**
 * VOD chapters: `00:00 Start` first (as YouTube requires), then each marker at its offset, in
 * time order; a marker within 10 s of the chapter before it is left out (YouTube's shortest
 * chapter), and one in the first 10 s names the first chapter.
 */
export function vodChapters(
  markers: ReadonlyArray<{ offsetSeconds: number; title: string }>,
  language: Language,
): string {
  const lines: Array<{ at: number; title: string }> = [
    { at: 0, title: formatMessage('Start', {}, language) },
  ];
  const sorted = [...markers].sort((a, b) => a.offsetSeconds - b.offsetSeconds);
  for (const marker of sorted) {
    const title = marker.title.replace(/\s+/g, ' ').trim();
    const last = lines[lines.length - 1]!;
    if (marker.offsetSeconds < MIN_CHAPTER_SECONDS && lines.length === 1) {
      last.title = title;
      continue;
    }
    if (marker.offsetSeconds - last.at < MIN_CHAPTER_SECONDS) continue;
    lines.push({ at: marker.offsetSeconds, title });
  }
  return lines.map((line) => `${chapterTime(line.at)} ${line.title}`).join('\n');
}
