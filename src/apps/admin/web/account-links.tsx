import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, isSessionEndedError } from '../../../web/api-client';
import { formatDateTime } from '../../../web/kit/date-format';
import { useModalDialog } from '../../../web/kit/use-modal-dialog';
import {
  type InvitationFormErrors,
  type InvitationFormField,
  type InvitationFormValues,
  validateInvitationForm,
} from '../core/user-form';
import type { AccountLink, NewAccountLink } from '../shared/account-links.schemas';
import { fetchAccountLinks, inviteSomeone, revokeAccountLink } from './admin.api';
import { LinkQrCode } from './link-qr-code';
import { PersonFields } from './person-fields';
import { defaultRole } from './user-form';

export const ACCOUNT_LINKS_KEY = ['admin', 'account-links'] as const;

export const INVITE_LABEL = 'Invite someone';
export const COPY_LINK_LABEL = 'Copy link';

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** What a link is for, in a few words. */
function purposeText(link: Pick<AccountLink, 'purpose' | 'username'>): string {
  return link.purpose === 'invitation'
    ? `Invitation for ${link.username}`
    : `Reset link for ${link.username}`;
}

const EMPTY_INVITATION: InvitationFormValues = {
  username: '',
  email: '',
  access_role: '',
  comment: '',
};

interface InviteFormProps {
  readonly roleNames: readonly string[];
  readonly rolesLoading: boolean;
  readonly onInvited: (link: NewAccountLink) => void;
  readonly onCancel: () => void;
}

/** Invite someone: the user form's fields without a password; the person chooses it through the link. */
export function InviteForm({ roleNames, rolesLoading, onInvited, onCancel }: InviteFormProps) {
  const id = useId();
  const [values, setValues] = useState(EMPTY_INVITATION);
  const [errors, setErrors] = useState<InvitationFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    usernameRef.current?.focus();
  }, []);
  const shown = values.access_role ? values : { ...values, access_role: defaultRole(roleNames) };
  const invite = useMutation({
    mutationFn: (body: InvitationFormValues) => inviteSomeone(body),
    onSuccess: onInvited,
  });

  function update(field: InvitationFormField, value: string) {
    const next = { ...shown, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateInvitationForm(next, roleNames));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    const found = validateInvitationForm(shown, roleNames);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    invite.mutate({ ...shown, username: shown.username.trim(), email: shown.email.trim() });
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
        values={shown}
        errors={errors}
        update={update}
        roleNames={roleNames}
        rolesLoading={rolesLoading}
        usernameRef={usernameRef}
      />
      {invite.isError && !isSessionEndedError(invite.error) ? (
        <p role="alert" className="callout callout--danger admin-alert">
          {errorText(invite.error, 'Something went wrong. Please try again.')}
        </p>
      ) : null}
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

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * A new link, shown this once: the URL to copy, a QR code for a phone held up to the screen, and
 * until when it works. Closing it forgets the link; the list keeps only that it exists.
 */
export function LinkDialog({
  link,
  onClose,
}: {
  readonly link: NewAccountLink;
  readonly onClose: () => void;
}) {
  const id = useId();
  const { dialog, initialFocus } = useModalDialog(onClose);
  const urlRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      // No clipboard here (an insecure origin, a refusal): the text is selected to copy by hand.
      urlRef.current?.focus();
      urlRef.current?.select();
      setCopy('selected');
    }
  }

  return (
    <dialog
      ref={dialog}
      className="account-link-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <div className="account-link-dialog__body">
        <h2 id={`${id}-title`}>{purposeText(link)}</h2>
        <p id={`${id}-text`}>
          {link.purpose === 'invitation'
            ? `Give ${link.username} this link: it lets them choose a password and sign in.`
            : `Give ${link.username} this link: it lets them choose a new password and signs them out everywhere else.`}{' '}
          It is shown only now and works once.
        </p>
        <label className="field" htmlFor={`${id}-url`}>
          <span className="field__label">Link</span>
          <input
            ref={urlRef}
            id={`${id}-url`}
            className="form-control account-link-dialog__url"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <div className="account-link-dialog__copy">
          <button
            ref={initialFocus}
            type="button"
            className="button button--primary"
            onClick={() => void copyLink()}
          >
            {COPY_LINK_LABEL}
          </button>
          <span role="status" className="muted">
            {copy === 'copied'
              ? 'Copied.'
              : copy === 'selected'
                ? 'Selected: copy it with Ctrl+C, or long-press on a phone.'
                : ''}
          </span>
        </div>
        <LinkQrCode text={link.url} label={`QR code of the link for ${link.username}`} />
        <p className="account-link-dialog__valid">
          Valid until <strong>{formatDateTime(link.expires_at)}</strong>
        </p>
        <div className="account-link-dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** The links that may still be used, each with Revoke; says so when there are none. */
export function OpenAccountLinks() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const links = useQuery({
    queryKey: ACCOUNT_LINKS_KEY,
    queryFn: ({ signal }) => fetchAccountLinks(signal),
  });
  const revoke = useMutation({
    mutationFn: (link: AccountLink) => revokeAccountLink(link.id),
    onSuccess: (_result, link) => setNotice(`${purposeText(link)} was revoked.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_LINKS_KEY }),
  });

  function confirmRevoke(link: AccountLink) {
    setNotice('');
    if (window.confirm(`Revoke the ${purposeText(link).toLowerCase()}? It will stop working.`)) {
      revoke.mutate(link);
    }
  }

  return (
    <section className="panel account-links" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        Open links
      </h2>
      <p role="status" className="form-message form-message--success">
        {notice}
      </p>
      {revoke.isError ? (
        <p role="alert" className="callout callout--danger admin-alert">
          {errorText(revoke.error, 'The link could not be revoked.')}
        </p>
      ) : null}
      {links.isPending ? (
        <p className="muted" role="status">
          Loading links…
        </p>
      ) : links.isError ? (
        <p role="alert" className="callout callout--danger admin-alert">
          The links could not be loaded.
        </p>
      ) : links.data.length === 0 ? (
        <p className="muted">No open invitation or reset links.</p>
      ) : (
        <ul className="account-links__list">
          {links.data.map((link) => (
            <li key={link.id} className="account-links__item">
              <span>
                <strong>{purposeText(link)}</strong>
                <span className="muted"> · valid until {formatDateTime(link.expires_at)}</span>
              </span>
              <button
                type="button"
                className="button button--quiet admin-table__button--danger"
                aria-label={`Revoke the ${purposeText(link).toLowerCase()}`}
                disabled={revoke.isPending && revoke.variables.id === link.id}
                onClick={() => confirmRevoke(link)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
