import { useEffect, useRef, useState } from 'react';
import { defaultRole, type InvitationFormValues } from '../core/user-form';

type Problems<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * The state of a form that asks who a person is (the user form, the invitation): its values with
 * the default role while none is chosen, its problems once a submit has shown them, and the focus
 * on the username when it opens and on the first problem when a submit finds one.
 */
export function usePersonForm<Values extends InvitationFormValues>({
  idPrefix,
  initial,
  roleNames,
  validate,
}: {
  /** Prefix of the fields' ids, as PersonFields is given it. */
  readonly idPrefix: string;
  readonly initial: () => Values;
  readonly roleNames: readonly string[];
  readonly validate: (values: Values) => Problems<Values>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Problems<Values>>({});
  const [attempted, setAttempted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    usernameRef.current?.focus();
  }, []);

  // Roles may arrive after the form opens, so the default role is applied while none is chosen.
  const shown: Values = values.access_role
    ? values
    : { ...values, access_role: defaultRole(roleNames) };

  function update(field: keyof Values & string, value: string) {
    const next: Values = { ...shown, [field]: value };
    setValues(next);
    // Once a submit has shown the problems, each fix clears its own message as the user types.
    if (attempted) setErrors(validate(next));
  }

  /** Shows what is wrong, focusing the first problem; true when the form may be sent. */
  function checkBeforeSending(): boolean {
    const found = validate(shown);
    setAttempted(true);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return false;
    }
    return true;
  }

  return { values: shown, errors, update, checkBeforeSending, usernameRef };
}
