import { createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/crypto';

/**
 * `Kyo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the
 * endpoint's secret: a receiver checks the HMAC over the raw body and that `t` is recent.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * What a receiver does (docs/api.md shows it in Node and Python): the header's `t` within
 * `toleranceSeconds` of now, and one of its `v1` values the HMAC of `"<t>.<body>"`.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.some(
    ([key, value]) => key === 'v1' && value !== undefined && safeEqual(value, expected),
  );
}
