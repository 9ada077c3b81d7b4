import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, isSessionEndedError } from '../../../web/api-client';
import {
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
  userRequestBody,
  validateUserForm,
} from '../core/user-form';
import { FormField } from '../../../web/kit/form-field';
import { ROLE_EXPLANATIONS } from '../../../shared/role-explanations';
import type { User } from '../shared/admin.schemas';
import { saveUser } from './admin.api';
import { PersonFields } from './person-fields';

interface UserFormProps {
  /** The user being edited, or null to create one (spec §4: create when there is no ID). */
  readonly user: User | null;
  readonly roleNames: readonly string[];
  readonly rolesLoading: boolean;
  readonly onSaved: (user: User, created: boolean) => void;
  readonly onCancel: () => void;
}

function initialValues(user: User | null): UserFormValues {
  if (user) {
    return {
      username: user.username,
      email: user.email,
      password: '',
      access_role: user.access_role,
      comment: user.comment,
    };
  }
  return { username: '', email: '', password: '', access_role: '', comment: '' };
}

/** What each role may do, one line each, under the role's select. */
export function RoleHelp({ roleNames }: { readonly roleNames: readonly string[] }) {
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

/** New users start as a plain User when that role exists. */
export function defaultRole(roleNames: readonly string[]): string {
  return roleNames.includes('User') ? 'User' : (roleNames[0] ?? '');
}

function serverErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

/** The Admin's add/edit form, validated before it is sent (spec §5). */
export function UserForm({ user, roleNames, rolesLoading, onSaved, onCancel }: UserFormProps) {
  const id = useId();
  const mode = user ? 'edit' : 'create';
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    usernameRef.current?.focus();
  }, []);

  // Roles may arrive after the form opens, so the default role is applied while none is chosen.
  const shownValues = values.access_role
    ? values
    : { ...values, access_role: defaultRole(roleNames) };

  const save = useMutation({
    mutationFn: (body: UserFormValues) => saveUser(user?.ID ?? null, body),
    onSuccess: (saved) => onSaved(saved, user === null),
  });

  function update(field: UserFormField, value: string) {
    const next = { ...shownValues, [field]: value };
    setValues(next);
    // Once a submit has shown the problems, each fix clears its own message as the user types.
    if (attempted) setErrors(validateUserForm(next, mode, roleNames));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateUserForm(shownValues, mode, roleNames);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    save.mutate(userRequestBody(shownValues));
  }

  function fieldId(field: UserFormField) {
    return `${id}-${field}`;
  }

  const title = user ? `Edit User ${user.username}` : 'Add New User';

  return (
    <form
      className="panel form-stack admin-form"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 id={`${id}-title`} className="admin-form__title">
        {title}
      </h2>
      <PersonFields
        idPrefix={id}
        values={shownValues}
        errors={errors}
        update={update}
        roleNames={roleNames}
        rolesLoading={rolesLoading}
        usernameRef={usernameRef}
      >
        <FormField id={fieldId('password')} label="Password" error={errors.password}>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="new-password"
              required={mode === 'create'}
              placeholder={mode === 'edit' ? 'Leave empty to keep the current one' : undefined}
              value={shownValues.password}
              onChange={(event) => update('password', event.target.value)}
            />
          )}
        </FormField>
      </PersonFields>
      {save.isError && !isSessionEndedError(save.error) ? (
        <p role="alert" className="callout callout--danger admin-alert">
          {serverErrorText(save.error)}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : user ? 'Save Changes' : 'Create User'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
