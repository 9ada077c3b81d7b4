import { FormField } from '#kit/form-field';
import type { NewPasswordProblems } from '../core/new-password';

type NewPasswordField = keyof NewPasswordProblems;

interface PasswordFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly autoComplete: string;
  readonly error: string | undefined;
  readonly value: string;
  /** Whether the password is shown as text. */
  readonly shown: boolean;
  readonly onChange: (value: string) => void;
}

/** One password with its label and problem, shown as text while "Show passwords" is on. */
export function PasswordField({
  id,
  name,
  label,
  autoComplete,
  error,
  value,
  shown,
  onChange,
}: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** What the new-password fields need of their form (see usePasswordForm). */
interface NewPasswordForm {
  readonly idPrefix: string;
  readonly values: Readonly<Record<NewPasswordField, string>>;
  readonly errors: NewPasswordProblems;
  readonly update: (field: NewPasswordField, value: string) => void;
  readonly shown: boolean;
  readonly setShown: (shown: boolean) => void;
}

/**
 * A new password as a person chooses one (My account, an invitation or reset link): the password,
 * the same again, and "Show passwords", which shows every password field of the form as text.
 */
export function NewPasswordFields({ form }: { readonly form: NewPasswordForm }) {
  const field = (name: NewPasswordField, label: string) => (
    <PasswordField
      id={`${form.idPrefix}-${name}`}
      name={name}
      label={label}
      autoComplete="new-password"
      error={form.errors[name]}
      value={form.values[name]}
      shown={form.shown}
      onChange={(value) => form.update(name, value)}
    />
  );
  return (
    <>
      {field('next', 'New password')}
      {field('confirm', 'Confirm new password')}
      <label className="account-page__show">
        <input
          type="checkbox"
          checked={form.shown}
          onChange={(event) => form.setShown(event.target.checked)}
        />
        Show passwords
      </label>
    </>
  );
}
