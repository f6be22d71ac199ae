/**
 * Kyo's built-in alert sounds (zod-free): MP3s synthesized for Kyo by scripts/make-sounds.mjs
 * (FM bells, plucked strings, a brass chord, with a room; CC0, no attribution owed on stream) and
 * served with the web app from /sounds/. Settings name a built-in by its path, so a display plays
 * it with no lookup.
 */
export const BUILTIN_SOUNDS = [
  { id: 'chime', path: '/sounds/chime.mp3' },
  { id: 'bell', path: '/sounds/bell.mp3' },
  { id: 'coin', path: '/sounds/coin.mp3' },
  { id: 'fanfare', path: '/sounds/fanfare.mp3' },
  { id: 'pop', path: '/sounds/pop.mp3' },
  { id: 'whoosh', path: '/sounds/whoosh.mp3' },
  { id: 'harp', path: '/sounds/harp.mp3' },
] as const;
export type BuiltinSoundId = (typeof BUILTIN_SOUNDS)[number]['id'];

export const builtinSoundPath = (id: BuiltinSoundId): string =>
  BUILTIN_SOUNDS.find((sound) => sound.id === id)!.path;
