import type { ReactNode } from 'react';

/** What a form control needs to be tied to its label and its message. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** The control's id, which its label points at. */
  readonly id: string;
  readonly label: ReactNode;
  /** What is wrong with the value, shown under the control, which is marked invalid. */
  readonly error?: string | undefined;
  /** A note under the control, shown while there is no error. */
  readonly hint?: string | undefined;
  /** A message shown elsewhere, such as under the whole form, that is about this field. */
  readonly formErrorId?: string | undefined;
  readonly className?: string;
  readonly labelClassName?: string;
  /** The message's class; by default it looks like an error or a hint. */
  readonly messageClassName?: string;
  /** The control (and anything beside it), given the props that tie it to the label and message. */
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its error or hint, marked invalid and described for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  formErrorId,
  className = 'field',
  labelClassName = 'field__label',
  messageClassName,
  children,
}: FormFieldProps) {
  const message = error || hint;
  const messageId = `${id}-message`;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error || formErrorId ? true : undefined,
    'aria-describedby': message ? messageId : formErrorId,
  };
  return (
    <div className={className}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {message ? (
        <span
          id={messageId}
          className={messageClassName ?? (error ? 'field__error' : 'field__hint')}
        >
          {message}
        </span>
      ) : null}
    </div>
  );
}
