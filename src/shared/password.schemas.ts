import { z } from 'zod/mini';
import { atMostCharacters, requiredText } from './field.schemas';

/** The lengths the server accepts for a new password, wherever one is set. */
export const PASSWORD_LIMITS = { min: 8, max: 256 } as const;

/** A new password: at least PASSWORD_LIMITS.min characters, at most PASSWORD_LIMITS.max. */
export function newPasswordSchema() {
  return requiredText().check(
    z.minLength(1, 'is required'),
    z.minLength(PASSWORD_LIMITS.min, `must be at least ${PASSWORD_LIMITS.min} characters`),
    atMostCharacters(PASSWORD_LIMITS.max),
  );
}
