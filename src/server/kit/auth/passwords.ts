import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; the enum is a const enum that isolated modules cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password with argon2id; the result carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * The password hash of a person who has chosen no password yet (an invitation not yet used): no
 * password verifies against it.
 */
export const NO_PASSWORD_HASH = '';

/**
 * True when the password matches the hash; a malformed hash counts as a mismatch. Against
 * NO_PASSWORD_HASH it spends the time of a real check, so a login cannot tell such a person from a
 * wrong password.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (passwordHash === NO_PASSWORD_HASH) return verifyDecoyPassword(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for unknown usernames, so that response timing does
 * not reveal whether an account exists.
 */
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that never matches anything');
  await verifyPassword(await decoyHash, password);
  return false;
}
