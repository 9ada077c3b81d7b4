import type { ReactNode, Ref } from 'react';
import { FormField } from '#kit/form-field';
import { ROLE_EXPLANATIONS } from '#shared/role-explanations';
import type { InvitationFormField, InvitationFormValues } from '../core/user-form';

export interface PersonFieldsProps {
  /** Prefix of the fields' ids: `${idPrefix}-username` and so on. */
  readonly idPrefix: string;
  readonly values: InvitationFormValues;
  readonly errors: Partial<Record<InvitationFormField, string>>;
  readonly update: (field: InvitationFormField, value: string) => void;
  readonly roleNames: readonly string[];
  readonly rolesLoading: boolean;
  readonly usernameRef?: Ref<HTMLInputElement>;
  /** What goes between the email and the role: the user form's password. */
  readonly children?: ReactNode;
}

/** What each role may do, one line each, under the role's select. */
function RoleHelp({ roleNames }: { readonly roleNames: readonly string[] }) {
  const explained = roleNames.filter((role) => role in ROLE_EXPLANATIONS);
  if (explained.length === 0) return null;
  return (
    <ul className="admin-role-help form-grid__wide" aria-label="What each role may do">
      {explained.map((role) => (
        <li key={role}>
          <strong>{role}</strong> — {ROLE_EXPLANATIONS[role]}
        </li>
      ))}
    </ul>
  );
}

/**
 * Who a person is, as the user form and the invitation ask it: username, email, role (with what
 * each role may do) and a comment.
 */
export function PersonFields({
  idPrefix,
  values,
  errors,
  update,
  roleNames,
  rolesLoading,
  usernameRef,
  children,
}: PersonFieldsProps) {
  const fieldId = (field: InvitationFormField) => `${idPrefix}-${field}`;
  return (
    <div className="form-grid">
      <FormField id={fieldId('username')} label="Username" error={errors.username}>
        {(control) => (
          <input
            ref={usernameRef}
            {...control}
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.username}
            onChange={(event) => update('username', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={fieldId('email')} label="Email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="off"
            required
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
          />
        )}
      </FormField>
      {children}
      <FormField id={fieldId('access_role')} label="Access Role" error={errors.access_role}>
        {(control) => (
          <select
            {...control}
            name="access_role"
            className="form-control"
            required
            disabled={rolesLoading}
            value={values.access_role}
            onChange={(event) => update('access_role', event.target.value)}
          >
            {rolesLoading ? <option value="">Loading roles…</option> : null}
            {!rolesLoading && !roleNames.includes(values.access_role) ? (
              <option value={values.access_role}>{values.access_role || 'Choose a role'}</option>
            ) : null}
            {roleNames.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <RoleHelp roleNames={roleNames} />
      <FormField
        id={fieldId('comment')}
        label="Comment"
        error={errors.comment}
        className="field form-grid__wide"
      >
        {(control) => (
          <textarea
            {...control}
            name="comment"
            className="form-control"
            rows={2}
            value={values.comment}
            onChange={(event) => update('comment', event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
