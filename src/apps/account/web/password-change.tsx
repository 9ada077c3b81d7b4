import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, isSessionEndedError } from '../../../web/api-client';
import { FormField } from '../../../web/kit/form-field';
import { newPasswordProblems } from '../core/new-password';
import { ACCOUNT_KEY, ACCOUNT_SESSIONS_KEY, changeOwnPassword, fetchAccount } from './account.api';

export const PASSWORD_CHANGED_TEXT = 'Your password is changed.';
export const OTHERS_SIGNED_OUT_TEXT = 'Your other devices are signed out.';
export const PASSWORD_SET_TEXT = 'Your password is set. You can sign in with it or a passkey.';

type Field = 'current' | 'next' | 'confirm';
type Values = Record<Field, string>;
const EMPTY: Values = { current: '', next: '', confirm: '' };

/** What is wrong with the form before it is sent, by field. */
function problems(values: Values, hasPassword: boolean): Partial<Record<Field, string>> {
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
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: ({ signal }) => fetchAccount(signal),
  });
  // Until the server says otherwise, the account has a password (nearly every one does).
  const hasPassword = account.data?.has_password ?? true;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [shown, setShown] = useState(false);
  const change = useMutation({
    mutationFn: async () => ({
      ...(await changeOwnPassword(
        hasPassword
          ? { current_password: values.current, new_password: values.next }
          : { new_password: values.next },
      )),
      first: !hasPassword,
    }),
    onSuccess: () => {
      setValues(EMPTY);
      setAttempted(false);
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    },
  });

  function update(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(problems(next, hasPassword));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const found = problems(values, hasPassword);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = (['current', 'next', 'confirm'] as const).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    change.mutate();
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={values[name]}
          onChange={(event) => update(name, event.target.value)}
        />
      )}
    </FormField>
  );

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
        {hasPassword ? field('current', 'Current password', 'current-password') : null}
        {field('next', 'New password', 'new-password')}
        {field('confirm', 'Confirm new password', 'new-password')}
        <label className="account-page__show">
          <input
            type="checkbox"
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
          />
          Show passwords
        </label>
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
        {failure ? (
          <p role="alert" className="callout callout--danger">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}
