import { decrypt, encrypt } from '../../platform/crypto';

export type SecretColumn = 'access' | 'refresh' | 'webhook' | 'verifier';

/**
 * Seals provider secrets for the database. The associated data binds each ciphertext to its user,
 * provider and column: a value copied into another row or column does not decrypt.
 */
export class TokenVault {
  constructor(private readonly key: Buffer) {}

  seal(owner: string, provider: string, column: SecretColumn, value: string): string {
    return encrypt(this.key, value, `${owner}:${provider}:${column}`);
  }

  open(owner: string, provider: string, column: SecretColumn, sealed: string): string {
    return decrypt(this.key, sealed, `${owner}:${provider}:${column}`);
  }
}
