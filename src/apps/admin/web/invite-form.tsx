import { type FormEvent, useId } from 'react';
import { type InvitationFormValues, validateInvitationForm } from '../core/user-form';
import type { NewAccountLink } from '../shared/account-links.schemas';
import { useInvite } from './admin.queries';
import { PersonForm } from './person-form';
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
  const form = usePersonForm({
    idPrefix: id,
    initial: () => EMPTY_INVITATION,
    roleNames,
    validate: (next) => validateInvitationForm(next, roleNames),
  });
  const invite = useInvite(onInvited);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    if (form.checkBeforeSending()) {
      invite.mutate({
        ...form.values,
        username: form.values.username.trim(),
        email: form.values.email.trim(),
      });
    }
  }

  return (
    <PersonForm
      id={id}
      title={INVITE_LABEL}
      lead="They get a link instead of a password: it lets them choose their own within 7 days."
      form={form}
      roleNames={roleNames}
      rolesLoading={rolesLoading}
      error={invite.error}
      pending={invite.isPending}
      submitText={invite.isPending ? 'Making the link…' : 'Make invitation link'}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}
