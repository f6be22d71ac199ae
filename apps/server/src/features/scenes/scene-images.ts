import { createHash } from 'node:crypto';
import { SCENE_IMAGE_MAX_BYTES, type SCENE_IMAGE_TYPES } from '@kyo/contracts';
import { badRequest, HttpError } from '../../platform/http/http-error';

type ImageType = (typeof SCENE_IMAGE_TYPES)[number];

/** The file's real type from its first bytes (what a browser would sniff), or null. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

/**
 * Decodes and checks an upload: at most 2 MB (a 413 naming `data` above), and really an image of
 * the type it claims (a 400 otherwise). Answers the bytes and their SHA-256.
 */
export function checkedImage(
  contentType: ImageType,
  base64: string,
): { bytes: Buffer; sha256: string } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SCENE_IMAGE_MAX_BYTES) {
    throw new HttpError(413, 'payload_too_large', 'The image is larger than 2 MB', {
      field: 'data',
    });
  }
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw badRequest('This file is not a PNG, JPEG, GIF or WebP image', 'data');
  if (sniffed !== contentType) {
    throw badRequest('This file is not of the type it says it is', 'contentType');
  }
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
