import { hash, randomBytes } from 'node:crypto';

/** A new opaque bearer token: 256 random bits, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The form a token is stored in: SHA-256 hex. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A generated password for the first Admin: 144 random bits, base64url (24 characters). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
