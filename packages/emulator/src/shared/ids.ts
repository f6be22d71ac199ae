import { randomBytes, randomInt, randomUUID } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID (26 chars: 48-bit ms time + 80 random bits, Crockford base32). Kick uses ULIDs for
 * webhook message and subscription ids (docs/platforms/kick.md §6).
 */
export function ulid(now: number): string {
  let time = '';
  let ms = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[ms % 32]! + time;
    ms = Math.floor(ms / 32);
  }
  const bytes = randomBytes(16);
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD[bytes[i]! % 32];
  return time + random;
}

/** Kick chat message ids are UUIDs (docs/platforms/kick.md §4.4). */
export function uuid(): string {
  return randomUUID();
}

/** An opaque, unguessable token (tokens, codes, webhook tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

const DISCORD_EPOCH = 1_420_070_400_000n;

/** A Discord snowflake: ms since the Discord epoch shifted left 22 bits, plus entropy. */
export function snowflake(now: number): string {
  return ((BigInt(now) - DISCORD_EPOCH) * 4_194_304n + BigInt(randomInt(0, 4_194_304))).toString();
}
