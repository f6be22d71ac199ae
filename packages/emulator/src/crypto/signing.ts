import { generateKeyPairSync, sign } from 'node:crypto';

export interface KeyPairPem {
  publicKeyPem: string;
  privateKeyPem: string;
}

/** Kick signs with a 2048-bit RSA key and publishes the SPKI PEM public half (docs/platforms/kick.md §6.1). */
export function generateSigningKeyPair(): KeyPairPem {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/**
 * `Kick-Event-Signature`: base64 (standard alphabet) RSA PKCS#1 v1.5 SHA-256 over
 * `${messageId}.${timestamp}.${rawBody}` (docs/platforms/kick.md §6.1).
 */
export function signWebhook(
  privateKeyPem: string,
  messageId: string,
  timestamp: string,
  body: string,
): string {
  return sign(
    'RSA-SHA256',
    Buffer.from(`${messageId}.${timestamp}.${body}`),
    privateKeyPem,
  ).toString('base64');
}
