import type { FormEvent } from 'react';
import { useId } from 'react';
import { isSessionEndedError } from '#kit/api-client';
import { userRequestBody, type UserFormValues, validateUserForm } from '../core/user-form';
import { FormField } from '#kit/form-field';
import type { User } from '../shared/admin.schemas';
import { useSaveUser } from './admin.queries';
import { ErrorAlert } from './error-alert';
import { PersonFields } from './person-fields';
import { usePersonForm } from './use-person-form';

interface UserFormProps {
  /** The user being edited, or null to create one (spec §4: create when there is no ID). */
  readonly user: User | null;
  readonly roleNames: readonly string[];
  readonly rolesLoading: boolean;
  /** Called once the user is saved; the list is then refetched. */
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

/** The Admin's add/edit form, validated before it is sent (spec §5). */
export function UserForm({ user, roleNames, rolesLoading, onSaved, onCancel }: UserFormProps) {
  const id = useId();
  const mode = user ? 'edit' : 'create';
  const { values, errors, update, checkBeforeSending, usernameRef } = usePersonForm({
    idPrefix: id,
    initial: () => initialValues(user),
    roleNames,
    validate: (next) => validateUserForm(next, mode, roleNames),
  });
  const save = useSaveUser(user?.ID ?? null, (saved) => onSaved(saved, user === null));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (checkBeforeSending()) save.mutate(userRequestBody(values));
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
        values={values}
        errors={errors}
        update={update}
        roleNames={roleNames}
        rolesLoading={rolesLoading}
        usernameRef={usernameRef}
      >
        <FormField id={`${id}-password`} label="Password" error={errors.password}>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="new-password"
              required={mode === 'create'}
              placeholder={mode === 'edit' ? 'Leave empty to keep the current one' : undefined}
              value={values.password}
              onChange={(event) => update('password', event.target.value)}
            />
          )}
        </FormField>
      </PersonFields>
      <ErrorAlert
        error={isSessionEndedError(save.error) ? null : save.error}
        fallback="Something went wrong. Please try again."
      />
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
