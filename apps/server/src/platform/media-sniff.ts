import type { MediaContentType, MediaKind } from '@kyo/contracts';

/**
 * A file's real type from its first bytes (what a browser would sniff), or null for anything
 * else. Names and declared types are never trusted: a `.mp3` that is an HTML page stays refused.
 */
export function sniffMedia(
  bytes: Buffer,
): { kind: MediaKind; contentType: MediaContentType } | null {
  const at = (offset: number, ...signature: number[]) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (offset: number, text: string) =>
    bytes.length >= offset + text.length &&
    bytes.subarray(offset, offset + text.length).toString('latin1') === text;

  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return image('image/png');
  if (at(0, 0xff, 0xd8, 0xff)) return image('image/jpeg');
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return image('image/gif');
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return image('image/webp');
  if (ascii(0, 'RIFF') && ascii(8, 'WAVE')) return { kind: 'sound', contentType: 'audio/wav' };
  if (ascii(0, 'OggS')) return { kind: 'sound', contentType: 'audio/ogg' };
  // MP3: an ID3 tag, or an MPEG audio frame's sync word (11 bits set, layer bits not 00).
  if (ascii(0, 'ID3') || (bytes.length > 2 && bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2))
    return { kind: 'sound', contentType: 'audio/mpeg' };
  // WebM: an EBML header whose DocType is "webm" (Matroska's own doc type is refused).
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3) && bytes.subarray(0, 64).includes(Buffer.from('webm')))
    return { kind: 'video', contentType: 'video/webm' };
  return null;
}

const image = (contentType: MediaContentType) => ({ kind: 'image' as const, contentType });
