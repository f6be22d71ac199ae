import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Keys derived from APP_SECRET, one per purpose (HKDF-SHA256), so a key used to sign access
 * tokens is never the key that encrypts provider tokens.
 */
export function deriveKey(secret: string, purpose: string, length = 32): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `kyo:${purpose}`, length),
  );
}

/** SHA-256 hex of a token: what the database stores instead of the token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const GCM_PREFIX = 'v1';

/**
 * AES-256-GCM for secrets at rest (provider tokens). Output: `v1.<iv>.<tag>.<ciphertext>`, all
 * base64url. The associated data binds a ciphertext to its row and column, so a value copied
 * into another row does not decrypt.
 */
export function encrypt(key: Buffer, plaintext: string, associatedData = ''): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    GCM_PREFIX,
    iv.toString('base64url'),
    tag.toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function decrypt(key: Buffer, sealed: string, associatedData = ''): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== GCM_PREFIX || !iv || !tag || body === undefined)
    throw new Error('Not an encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
