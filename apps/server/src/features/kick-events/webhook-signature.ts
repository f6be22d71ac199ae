import { type KeyObject, createPublicKey, verify } from 'node:crypto';

/** Replay window (docs/platforms/kick.md §6.1, as twir does it): not older than 5 minutes, not over 1 minute ahead. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;
export const WEBHOOK_MAX_SKEW_MS = 60_000;

const RFC3339_AT_END = /(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2}))$/i;

/**
 * `Kick-Event-Message-Timestamp` in ms. Kick sometimes sends the date twice
 * (`2026-04-26T2026-04-26T11:27:44Z`, docs/platforms/kick.md §6.1): the last full date-time is the real one.
 * Only the age check uses this; the signature covers the header exactly as sent.
 */
export function parseWebhookTimestamp(header: string): number | null {
  const match = RFC3339_AT_END.exec(header.trim());
  if (!match) return null;
  const ms = Date.parse(match[1]!.toUpperCase());
  return Number.isNaN(ms) ? null : ms;
}

export type Freshness = 'fresh' | 'stale' | 'future' | 'malformed';

export function freshnessOf(header: string, now: number): Freshness {
  return freshnessAt(parseWebhookTimestamp(header), now);
}

/** The same, from an already parsed timestamp (null: malformed). */
export function freshnessAt(sentAt: number | null, now: number): Freshness {
  if (sentAt === null) return 'malformed';
  if (now - sentAt > WEBHOOK_MAX_AGE_MS) return 'stale';
  if (sentAt - now > WEBHOOK_MAX_SKEW_MS) return 'future';
  return 'fresh';
}

export function publicKeyFromPem(pem: string): KeyObject {
  return createPublicKey(pem);
}

export interface SignedWebhook {
  messageId: string;
  timestamp: string;
  rawBody: Buffer;
  signature: string;
}

function signedBytes(input: SignedWebhook) {
  const signature = Buffer.from(input.signature, 'base64');
  const data = Buffer.concat([
    Buffer.from(`${input.messageId}.${input.timestamp}.`, 'utf8'),
    input.rawBody,
  ]);
  return { data, signature };
}

/**
 * RSA PKCS#1 v1.5 with SHA-256 over `<message id>.<timestamp>.<raw body>` (docs/platforms/kick.md §6.1), the
 * signature in standard base64. Never throws: anything malformed is simply not valid.
 * Synchronous on purpose: a verify costs ~25 µs of CPU, while handing it to libuv's pool (the
 * callback form) cost the process ~80 µs more per webhook in thread hand-offs and OpenSSL's
 * locks (bench/bot/cpu.ts).
 */
export function verifyKickSignature(key: KeyObject, input: SignedWebhook): boolean {
  const { data, signature } = signedBytes(input);
  if (signature.length === 0) return false;
  try {
    return verify('RSA-SHA256', data, key, signature);
  } catch {
    return false;
  }
}
