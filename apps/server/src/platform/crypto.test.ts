import { describe, expect, it } from 'vitest';
import { decrypt, deriveKey, encrypt, sha256 } from './crypto';

describe('secrets at rest', () => {
  const key = deriveKey('a-long-application-secret-for-tests-000', 'provider-tokens');

  it('derives a different key for each purpose', () => {
    expect(deriveKey('s'.repeat(32), 'a').equals(deriveKey('s'.repeat(32), 'b'))).toBe(false);
    expect(deriveKey('s'.repeat(32), 'a')).toHaveLength(32);
  });

  it('round-trips a value and never stores it in the clear', () => {
    const sealed = encrypt(key, 'kick-access-token-123', 'user:kick:access');
    expect(sealed).not.toContain('kick-access-token-123');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(decrypt(key, sealed, 'user:kick:access')).toBe('kick-access-token-123');
  });

  it('gives a different ciphertext each time (random IV)', () => {
    expect(encrypt(key, 'same', 'x')).not.toBe(encrypt(key, 'same', 'x'));
  });

  it('refuses a value moved to another row or column (associated data)', () => {
    const sealed = encrypt(key, 'token', 'user-a:kick:access');
    expect(() => decrypt(key, sealed, 'user-b:kick:access')).toThrow();
    expect(() => decrypt(key, sealed, 'user-a:kick:refresh')).toThrow();
  });

  it('refuses a tampered ciphertext or the wrong key', () => {
    const sealed = encrypt(key, 'token', 'ad');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => decrypt(key, parts.join('.'), 'ad')).toThrow();
    expect(() =>
      decrypt(deriveKey('another-secret-another-secret-000', 'x'), sealed, 'ad'),
    ).toThrow();
    expect(() => decrypt(key, 'plaintext', 'ad')).toThrow('Not an encrypted value');
  });

  it('hashes tokens with SHA-256', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
