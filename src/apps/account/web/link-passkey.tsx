import { useId } from 'react';
import { useHydrated } from '#kit/hydration';
import { passkeyFailureMessage, passkeysSupported } from '#kit/passkeys';
import type { LoginResponse } from '#shared/auth.schemas';
import { useCreatePasskeyWithLink } from './account.queries';
import { FailureAlert } from './action-callouts';

export const CREATE_PASSKEY_TEXT = 'Create a passkey and sign in';

/**
 * The other way in with a link: a passkey (this device's screen lock, fingerprint or face) instead
 * of a password. Shown only where the browser can make one.
 */
export function LinkPasskey({
  token,
  onSignedIn,
}: {
  readonly token: string;
  readonly onSignedIn: (data: LoginResponse['data']) => void;
}) {
  const id = useId();
  // Known only in the browser: the prerendered page offers nothing it cannot keep.
  const supported = useHydrated() && passkeysSupported();
  const create = useCreatePasskeyWithLink(token, onSignedIn);
  if (!supported) return null;
  const failure = create.isError ? passkeyFailureMessage(create.error) : null;

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Or use a passkey
      </h2>
      <p className="muted">
        Sign in with this device’s screen lock, fingerprint or face instead of a password. Nothing
        to remember or type.
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button--quiet"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {create.isPending ? 'Creating the passkey…' : CREATE_PASSKEY_TEXT}
        </button>
      </div>
      <FailureAlert failure={failure} />
    </section>
  );
}
