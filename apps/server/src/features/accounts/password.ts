import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@kyo/contracts';
import { badRequest } from '../../platform/http/http-error';

// argon2id with the OWASP-recommended minimum (m=19 MiB, t=2, p=1): ~20 ms per hash here.
const ARGON2 = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the account does not exist, so "no such e-mail" and
// "wrong password" take the same time.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('kyo-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;

/** True when the password is in the zxcvbn list of ~49,000 common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN),
  );
  return common.has(password.toLowerCase());
}

/** A new password must not be a common one, nor the account's e-mail or username (a 400 on `field`). */
export function checkPasswordPolicy(
  password: string,
  field: string,
  user?: { email: string; username: string },
): void {
  if (isCommonPassword(password)) {
    throw badRequest('This password is too common. Choose one that is harder to guess.', field);
  }
  const lower = password.toLowerCase();
  if (user && (lower === user.email || lower === user.username.toLowerCase())) {
    throw badRequest('The password must not be your e-mail or username.', field);
  }
}
