import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The application secret keys token signing and the encryption of provider tokens at rest.
 * Demo mode generates one into the data folder on first start, so no configuration is needed;
 * production requires APP_SECRET (enforced by the config schema).
 */
export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  ensurePrivateDir(dataDir);
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The data folder holds the database, the generated secret, the emulator's signing key and the
 * demo outbox: only the user running Kyo may enter it (0700), whatever the umask, also when it
 * existed before.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}
