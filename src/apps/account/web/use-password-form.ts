import { useState } from 'react';

type Values<Field extends string> = Readonly<Record<Field, string>>;
type Problems<Field extends string> = Partial<Record<Field, string>>;

function emptyValues<Field extends string>(fields: readonly Field[]): Values<Field> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
}

/**
 * The state of a form of password fields (My account's change, a link's first password): the
 * values, their problems once a submit has shown them, whether the passwords are shown as text,
 * and the focus on the first problem, in the fields' order, when a submit finds one.
 */
export function usePasswordForm<Field extends string>({
  idPrefix,
  fields,
  problems,
}: {
  /** Prefix of the fields' ids: `${idPrefix}-${field}`. */
  readonly idPrefix: string;
  readonly fields: readonly Field[];
  readonly problems: (values: Values<Field>) => Problems<Field>;
}) {
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<Problems<Field>>({});
  const [attempted, setAttempted] = useState(false);
  const [shown, setShown] = useState(false);

  function update(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a submit has shown the problems, each fix clears its own message as the user types.
    if (attempted) setErrors(problems(next));
  }

  /** Shows what is wrong, focusing the first problem; true when the form may be sent. */
  function checkBeforeSending(): boolean {
    const found = problems(values);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return false;
    }
    return true;
  }

  /** Empties the fields after they were sent. */
  function clear() {
    setValues(emptyValues(fields));
    setAttempted(false);
  }

  return { idPrefix, values, errors, update, shown, setShown, checkBeforeSending, clear };
}
