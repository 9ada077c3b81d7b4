import { type FormEvent, useId } from 'react';
import { isSessionEndedError } from '#kit/api-client';
import { type InvitationFormValues, validateInvitationForm } from '../core/user-form';
import type { NewAccountLink } from '../shared/account-links.schemas';
import { useInvite } from './admin.queries';
import { ErrorAlert } from './error-alert';
import { PersonFields } from './person-fields';
import { usePersonForm } from './use-person-form';

export const INVITE_LABEL = 'Invite someone';

const EMPTY_INVITATION: InvitationFormValues = {
  username: '',
  email: '',
  access_role: '',
  comment: '',
};

interface InviteFormProps {
  readonly roleNames: readonly string[];
  readonly rolesLoading: boolean;
  /** Called with the new link; the users and the open links are then refetched. */
  readonly onInvited: (link: NewAccountLink) => void;
  readonly onCancel: () => void;
}

/** Invite someone: the user form's fields without a password; the person chooses it through the link. */
export function InviteForm({ roleNames, rolesLoading, onInvited, onCancel }: InviteFormProps) {
  const id = useId();
  const { values, errors, update, checkBeforeSending, usernameRef } = usePersonForm({
    idPrefix: id,
    initial: () => EMPTY_INVITATION,
    roleNames,
    validate: (next) => validateInvitationForm(next, roleNames),
  });
  const invite = useInvite(onInvited);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    if (checkBeforeSending()) {
      invite.mutate({ ...values, username: values.username.trim(), email: values.email.trim() });
    }
  }

  return (
    <form
      className="panel form-stack admin-form"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 id={`${id}-title`} className="admin-form__title">
        {INVITE_LABEL}
      </h2>
      <p className="muted admin-form__lead">
        They get a link instead of a password: it lets them choose their own within 7 days.
      </p>
      <PersonFields
        idPrefix={id}
        values={values}
        errors={errors}
        update={update}
        roleNames={roleNames}
        rolesLoading={rolesLoading}
        usernameRef={usernameRef}
      />
      <ErrorAlert
        error={isSessionEndedError(invite.error) ? null : invite.error}
        fallback="Something went wrong. Please try again."
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={invite.isPending}>
          {invite.isPending ? 'Making the link…' : 'Make invitation link'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
