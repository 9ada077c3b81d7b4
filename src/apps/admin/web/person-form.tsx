import type { FormEvent, ReactNode } from 'react';
import { isSessionEndedError } from '#kit/api-client';
import { ErrorAlert } from '#kit/error-alert';
import { PersonFields, type PersonFieldsProps } from './person-fields';
import { SubmitOrCancel } from '#kit/form-buttons';

interface PersonFormProps {
  /** The form's own id: its title's and its fields' prefix. */
  readonly id: string;
  readonly title: string;
  /** A line under the title. */
  readonly lead?: ReactNode;
  /** What `usePersonForm` keeps: the values, their errors, update and the username's ref. */
  readonly form: Pick<PersonFieldsProps, 'values' | 'errors' | 'update' | 'usernameRef'>;
  readonly roleNames: readonly string[];
  readonly rolesLoading: boolean;
  /** The failed sending, if any (an ended session is told by the shell, not here). */
  readonly error: unknown;
  readonly pending: boolean;
  readonly submitText: string;
  readonly onSubmit: (event: FormEvent) => void;
  readonly onCancel: () => void;
  /** Fields between the email and the role: the user form's password. */
  readonly children?: ReactNode;
}

/** The Admin's form about a person (a user, an invitation): the fields, what failed, send and Cancel. */
export function PersonForm({
  id,
  title,
  lead,
  form,
  roleNames,
  rolesLoading,
  error,
  pending,
  submitText,
  onSubmit,
  onCancel,
  children,
}: PersonFormProps) {
  return (
    <form
      className="panel form-stack admin-form"
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      noValidate
    >
      <h2 id={`${id}-title`} className="admin-form__title">
        {title}
      </h2>
      {lead === undefined ? null : <p className="muted admin-form__lead">{lead}</p>}
      <PersonFields idPrefix={id} {...form} roleNames={roleNames} rolesLoading={rolesLoading}>
        {children}
      </PersonFields>
      <ErrorAlert
        className="admin-alert"
        error={isSessionEndedError(error) ? null : error}
        fallback="Something went wrong. Please try again."
      />
      <SubmitOrCancel submitText={submitText} pending={pending} onCancel={onCancel} />
    </form>
  );
}
