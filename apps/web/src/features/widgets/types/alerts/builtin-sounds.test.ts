import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_SOUNDS } from '@kyo/contracts/widgets/sounds';

const PUBLIC = path.resolve(import.meta.dirname, '../../../../../public');

/** The MP3 frames' bit rate and sample rate (MPEG-1 layer III): enough to know the length. */
function mp3Seconds(bytes: Buffer): number {
  let at = 0;
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3')
    at = 10 + ((bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!);
  expect(bytes[at]).toBe(0xff);
  expect(bytes[at + 1]! & 0xe0).toBe(0xe0);
  const kbps = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320][
    bytes[at + 2]! >> 4
  ]!;
  return ((bytes.length - at) * 8) / (kbps * 1000);
}

describe('built-in alert sounds', () => {
  it.each(BUILTIN_SOUNDS)(
    '$id is a real sound, not a blip: an MP3 of half a second or more, under 40 kB',
    ({ path: file }) => {
      const bytes = readFileSync(path.join(PUBLIC, file));
      expect(bytes.length).toBeLessThan(40_000);
      expect(mp3Seconds(bytes)).toBeGreaterThanOrEqual(0.5);
    },
  );
});
