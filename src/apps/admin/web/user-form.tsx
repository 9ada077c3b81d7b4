import type { FormEvent } from 'react';
import { useId } from 'react';
import { userRequestBody, type UserFormValues, validateUserForm } from '../core/user-form';
import { FormField } from '#kit/form-field';
import type { User } from '../shared/admin.schemas';
import { useSaveUser } from './admin.queries';
import { PersonForm } from './person-form';
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
  const form = usePersonForm({
    idPrefix: id,
    initial: () => initialValues(user),
    roleNames,
    validate: (next) => validateUserForm(next, mode, roleNames),
  });
  const save = useSaveUser(user?.ID ?? null, (saved) => onSaved(saved, user === null));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (form.checkBeforeSending()) save.mutate(userRequestBody(form.values));
  }

  const title = user ? `Edit User ${user.username}` : 'Add New User';

  return (
    <PersonForm
      id={id}
      title={title}
      form={form}
      roleNames={roleNames}
      rolesLoading={rolesLoading}
      error={save.error}
      pending={save.isPending}
      submitText={save.isPending ? 'Saving…' : user ? 'Save Changes' : 'Create User'}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormField id={`${id}-password`} label="Password" error={form.errors.password}>
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="new-password"
            required={mode === 'create'}
            placeholder={mode === 'edit' ? 'Leave empty to keep the current one' : undefined}
            value={form.values.password}
            onChange={(event) => form.update('password', event.target.value)}
          />
        )}
      </FormField>
    </PersonForm>
  );
}
