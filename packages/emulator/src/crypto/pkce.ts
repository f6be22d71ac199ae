import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43–128 characters from the unreserved set. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** base64url(SHA-256(verifier)) without padding, the only method Kick documents (docs/platforms/kick.md §2.1). */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function verifyPkce(
  verifier: string | undefined,
  challenge: string,
  method: string,
): boolean {
  if (!verifier || !VERIFIER.test(verifier) || method !== 'S256') return false;
  const expected = Buffer.from(s256Challenge(verifier));
  const actual = Buffer.from(challenge);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
