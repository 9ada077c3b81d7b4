import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../web/api-client';
import { FormField } from '../../../web/kit/form-field';
import type { LoginResponse } from '../../../shared/auth.schemas';
import { newPasswordProblems, type NewPasswordProblems } from '../core/new-password';
import { choosePasswordWithLink } from './account.api';

type Field = keyof NewPasswordProblems;

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
  const [values, setValues] = useState({ next: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordProblems>({});
  const [attempted, setAttempted] = useState(false);
  const [shown, setShown] = useState(false);
  const choose = useMutation({
    mutationFn: () => choosePasswordWithLink(token, { new_password: values.next }),
    onSuccess: onSignedIn,
  });

  function update(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(newPasswordProblems(next.next, next.confirm));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choose.isPending) return;
    const found = newPasswordProblems(values.next, values.confirm);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = (['next', 'confirm'] as const).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    choose.mutate();
  }

  const field = (name: Field, label: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          value={values[name]}
          onChange={(event) => update(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Choose a password
      </h2>
      <form className="form-stack account-page__password" onSubmit={submit} noValidate>
        {field('next', 'New password')}
        {field('confirm', 'Confirm new password')}
        <label className="account-page__show">
          <input
            type="checkbox"
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
          />
          Show passwords
        </label>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={choose.isPending}>
            {choose.isPending ? 'Signing in…' : 'Set password and sign in'}
          </button>
        </div>
        {choose.isError ? (
          <p role="alert" className="callout callout--danger">
            {choose.error instanceof ApiError
              ? choose.error.message
              : 'Nook could not be reached. Check the connection and try again.'}
          </p>
        ) : null}
      </form>
    </section>
  );
}
