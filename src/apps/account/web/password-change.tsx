import { type FormEvent, useId } from 'react';
import { ApiError, isSessionEndedError } from '#kit/api-client';
import { newPasswordProblems } from '../core/new-password';
import { FailureAlert } from './action-callouts';
import { useAccount, useChangeOwnPassword } from './account.queries';
import { NewPasswordFields, PasswordField } from './new-password-fields';
import { usePasswordForm } from './use-password-form';

export const PASSWORD_CHANGED_TEXT = 'Your password is changed.';
export const OTHERS_SIGNED_OUT_TEXT = 'Your other devices are signed out.';
export const PASSWORD_SET_TEXT = 'Your password is set. You can sign in with it or a passkey.';

const FIELDS = ['current', 'next', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

/** What is wrong with the form before it is sent, by field. */
function problems(values: Record<Field, string>, hasPassword: boolean) {
  const found: Partial<Record<Field, string>> = newPasswordProblems(values.next, values.confirm);
  if (hasPassword && values.current === '') found.current = 'Enter your current password.';
  return found;
}

/**
 * Change password: the current one, the new one twice; every other device is signed out. Someone
 * who joined with a passkey and has no password sets a first one, with nothing to confirm it by.
 */
export function PasswordChange() {
  const id = useId();
  const account = useAccount();
  // Until the server says otherwise, the account has a password (nearly every one does).
  const hasPassword = account.data?.has_password ?? true;
  const form = usePasswordForm({
    idPrefix: id,
    fields: FIELDS,
    problems: (values) => problems(values, hasPassword),
  });
  const change = useChangeOwnPassword(form.clear);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    if (form.checkBeforeSending()) {
      change.mutate({
        currentPassword: hasPassword ? form.values.current : null,
        newPassword: form.values.next,
      });
    }
  }

  const failure =
    change.isError && !isSessionEndedError(change.error)
      ? change.error instanceof ApiError
        ? change.error.message
        : 'Something went wrong. Please try again.'
      : null;

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {hasPassword ? 'Change password' : 'Set a password'}
      </h2>
      {hasPassword ? null : (
        <p className="muted">
          You sign in with a passkey. A password as well lets you sign in on a device that has none.
        </p>
      )}
      <form className="form-stack account-page__password" onSubmit={submit} noValidate>
        {hasPassword ? (
          <PasswordField
            id={`${id}-current`}
            name="current"
            label="Current password"
            autoComplete="current-password"
            error={form.errors.current}
            value={form.values.current}
            shown={form.shown}
            onChange={(value) => form.update('current', value)}
          />
        ) : null}
        <NewPasswordFields form={form} />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : hasPassword ? 'Change password' : 'Set password'}
          </button>
        </div>
        <div role="status" aria-live="polite">
          {change.isSuccess ? (
            <p className="callout callout--success">
              {change.data.first ? PASSWORD_SET_TEXT : PASSWORD_CHANGED_TEXT}
              {change.data.signed_out > 0 ? ` ${OTHERS_SIGNED_OUT_TEXT}` : ''}
            </p>
          ) : null}
        </div>
        <FailureAlert failure={failure} />
      </form>
    </section>
  );
}
