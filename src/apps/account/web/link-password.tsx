import { type FormEvent, useId } from 'react';
import { ErrorAlert } from '#kit/error-alert';
import type { LoginResponse } from '#shared/auth.schemas';
import { newPasswordProblems } from '../core/new-password';
import { useChoosePasswordWithLink } from './account.queries';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordForm } from './use-password-form';

const FIELDS = ['next', 'confirm'] as const;

/**
 * Choose a password with a link: the new password twice, with My account's rules and words. One
 * way of finishing a link's page; others (a passkey) may sit beside it.
 */
export function LinkPassword({
  token,
  onSignedIn,
}: {
  readonly token: string;
  /** With the server's sign-in, once the password is set. */
  readonly onSignedIn: (signedIn: LoginResponse['data']) => void;
}) {
  const id = useId();
  const form = usePasswordForm({
    idPrefix: id,
    fields: FIELDS,
    problems: (values) => newPasswordProblems(values.next, values.confirm),
  });
  const choose = useChoosePasswordWithLink(token, onSignedIn);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choose.isPending) return;
    if (form.checkBeforeSending()) choose.mutate(form.values.next);
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Choose a password
      </h2>
      <form className="form-stack account-page__password" onSubmit={submit} noValidate>
        <NewPasswordFields form={form} />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={choose.isPending}>
            {choose.isPending ? 'Signing in…' : 'Set password and sign in'}
          </button>
        </div>
        <ErrorAlert
          error={choose.error}
          fallback="Nook could not be reached. Check the connection and try again."
        />
      </form>
    </section>
  );
}
