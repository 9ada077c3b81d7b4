import { USER_LIMITS, USERNAME_PATTERN } from '../shared/admin.schemas';

/** What the Admin user form holds while it is being filled in. */
export interface UserFormValues {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly access_role: string;
  readonly comment: string;
}

export type UserFormField = keyof UserFormValues;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

// One @, something on both sides and a dot in the domain: the format people recognise as an email.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether text looks like an email address. */
export function isEmailFormat(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/**
 * Spec §5: username and email required, email in email format, password optional when editing,
 * role chosen from the fetched roles. Returns one message per invalid field; empty means valid.
 */
export function validateUserForm(
  values: UserFormValues,
  mode: 'create' | 'edit',
  roleNames: readonly string[],
): UserFormErrors {
  const errors: Record<string, string> = {};
  const username = values.username.trim();
  const email = values.email.trim();

  if (username === '') errors['username'] = 'Username is required.';
  else if (username.length > USER_LIMITS.usernameMax)
    errors['username'] = `Username can be at most ${USER_LIMITS.usernameMax} characters.`;
  else if (!USERNAME_PATTERN.test(username))
    errors['username'] = 'Use only letters, digits, dots, underscores and hyphens.';

  if (email === '') errors['email'] = 'Email is required.';
  else if (email.length > USER_LIMITS.emailMax || !isEmailFormat(email))
    errors['email'] = 'Enter an email address like name@example.com.';

  if (values.password === '') {
    if (mode === 'create') errors['password'] = 'Password is required for a new user.';
  } else if (values.password.length < USER_LIMITS.passwordMin) {
    errors['password'] = `Password must be at least ${USER_LIMITS.passwordMin} characters.`;
  } else if (values.password.length > USER_LIMITS.passwordMax) {
    errors['password'] = `Password can be at most ${USER_LIMITS.passwordMax} characters.`;
  }

  if (!roleNames.includes(values.access_role)) errors['access_role'] = 'Choose an access role.';

  if (values.comment.length > USER_LIMITS.commentMax)
    errors['comment'] = `Comment can be at most ${USER_LIMITS.commentMax} characters.`;

  return errors;
}

/** The request body for POST or PUT: trimmed names; an empty password on edit keeps the old one. */
export function userRequestBody(values: UserFormValues): UserFormValues {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    access_role: values.access_role,
    comment: values.comment,
  };
}
