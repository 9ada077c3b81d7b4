import { InvitationRequestSchema } from '../shared/account-links.schemas';
import { NewUserRequestSchema, UserUpdateRequestSchema } from '../shared/admin.schemas';

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

const FIELD_LABELS: Record<UserFormField, string> = {
  username: 'Username',
  email: 'Email',
  password: 'Password',
  access_role: 'Access role',
  comment: 'Comment',
};

function isUserFormField(key: unknown): key is UserFormField {
  return typeof key === 'string' && Object.hasOwn(FIELD_LABELS, key);
}

/**
 * Spec §5: username and email required, email in email format, password optional when editing,
 * role chosen from the fetched roles. The rules are the server's own request schemas, so the form
 * never refuses what the server would accept (the first Admin's admin@localhost) or the reverse.
 * Returns one message per invalid field, the first the schema reports; empty means valid.
 */
export function validateUserForm(
  values: UserFormValues,
  mode: 'create' | 'edit',
  roleNames: readonly string[],
): UserFormErrors {
  const errors: UserFormErrors = {};
  const schema = mode === 'create' ? NewUserRequestSchema : UserUpdateRequestSchema;
  const parsed = schema.safeParse(values);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (isUserFormField(field) && errors[field] === undefined) {
      errors[field] = `${FIELD_LABELS[field]} ${issue.message}.`;
    }
  }
  // The schema only asks for a role name; the server also checks that the role exists.
  if (!roleNames.includes(values.access_role)) errors.access_role = 'Choose an access role.';
  return errors;
}

/** The role a new user or invitation starts with: a plain User when that role exists, else the first. */
export function defaultRole(roleNames: readonly string[]): string {
  return roleNames.includes('User') ? 'User' : (roleNames[0] ?? '');
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

/** What the Admin's invitation form holds: the user form's fields but the password. */
export type InvitationFormValues = Omit<UserFormValues, 'password'>;
export type InvitationFormField = keyof InvitationFormValues;
export type InvitationFormErrors = Partial<Record<InvitationFormField, string>>;

/**
 * The invitation form's rules: the user form's, without a password (the person chooses it through
 * the link). Returns one message per invalid field; empty means valid.
 */
export function validateInvitationForm(
  values: InvitationFormValues,
  roleNames: readonly string[],
): InvitationFormErrors {
  const errors: InvitationFormErrors = {};
  const parsed = InvitationRequestSchema.safeParse(values);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (isUserFormField(field) && field !== 'password' && errors[field] === undefined) {
      errors[field] = `${FIELD_LABELS[field]} ${issue.message}.`;
    }
  }
  if (!roleNames.includes(values.access_role)) errors.access_role = 'Choose an access role.';
  return errors;
}
