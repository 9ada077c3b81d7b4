import { PASSWORD_LIMITS } from '#shared/password.schemas';

/** What is wrong with a new password and its confirmation, by field, in the words the forms show. */
export interface NewPasswordProblems {
  next?: string;
  confirm?: string;
}

/**
 * The rules of a new password wherever a person chooses one (My account, an invitation link): the
 * server's lengths, and the same text typed twice.
 */
export function newPasswordProblems(next: string, confirm: string): NewPasswordProblems {
  const found: NewPasswordProblems = {};
  if (next.length < PASSWORD_LIMITS.min) {
    found.next = `The new password must be at least ${PASSWORD_LIMITS.min} characters.`;
  } else if (next.length > PASSWORD_LIMITS.max) {
    found.next = `The new password must be at most ${PASSWORD_LIMITS.max} characters.`;
  }
  if (confirm !== next) found.confirm = 'The new passwords do not match.';
  return found;
}
