import { type FormEvent, useCallback, useState } from 'react';
import { PASSKEY_NAME_MAX } from '#shared/passkey.schemas';
import { FormField } from '#kit/form-field';
import { SubmitOrCancel } from '#kit/form-buttons';

interface PasskeyNameFormProps {
  readonly className: string;
  /** The form's name, when its surroundings do not give it one. */
  readonly ariaLabel?: string;
  readonly fieldId: string;
  readonly label: string;
  readonly hint?: string;
  readonly initialName: string;
  readonly submitText: string;
  /** While the name is being sent: a second submit is ignored. */
  readonly pending: boolean;
  /** With the name trimmed, never empty. */
  readonly onSubmit: (name: string) => void;
  readonly onCancel: () => void;
}

/** A passkey's name, as adding and renaming one ask for it, with its submit and Cancel. */
export function PasskeyNameForm({
  className,
  ariaLabel,
  fieldId,
  label,
  hint,
  initialName,
  submitText,
  pending,
  onSubmit,
  onCancel,
}: PasskeyNameFormProps) {
  const [name, setName] = useState(initialName);
  const focusOnMount = useCallback((node: HTMLInputElement | null) => node?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || pending) return;
    onSubmit(trimmed);
  }

  return (
    <form className={className} aria-label={ariaLabel} onSubmit={submit}>
      <FormField id={fieldId} label={label} hint={hint}>
        {(control) => (
          <input
            {...control}
            required
            maxLength={PASSKEY_NAME_MAX}
            ref={focusOnMount}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <SubmitOrCancel submitText={submitText} pending={pending} onCancel={onCancel} />
    </form>
  );
}
