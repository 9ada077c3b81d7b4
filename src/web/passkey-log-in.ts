import { browserSupportsWebAuthnAutofill, startAuthentication } from '@simplewebauthn/browser';
import { LoginResponseSchema } from '../shared/auth.schemas';
import { WebAuthnOptionsResponseSchema } from '../shared/passkey.schemas';
import { ApiError, apiRequest } from './api-client';
import { passkeyFailureMessage } from './kit/passkeys';
import { sessionFromSignIn } from './log-in';
import type { Session } from './session';

/** A passkey sign-in's end: the session to store, or what to tell the person (null: nothing). */
export type PasskeyLogInOutcome = { session: Session } | { error: string | null };

/**
 * Logs in with a passkey the browser offers (no username asked): with `autofill`, through the
 * username field's suggestions, waiting until the person picks one, and silent unless the server
 * refuses the passkey. The session is the one a password login gives. Loaded only when used.
 */
export async function logInWithPasskey(autofill: boolean): Promise<PasskeyLogInOutcome> {
  try {
    if (autofill && !(await browserSupportsWebAuthnAutofill())) return { error: null };
    const { data: options } = await apiRequest('POST', '/api/login/passkey/options', {
      schema: WebAuthnOptionsResponseSchema,
    });
    const response = await startAuthentication({
      optionsJSON: options,
      useBrowserAutofill: autofill,
    });
    const { data } = await apiRequest('POST', '/api/login/passkey', {
      body: { response },
      schema: LoginResponseSchema,
    });
    return { session: sessionFromSignIn(data) };
  } catch (failure) {
    // The browser's own endings of a suggestion (a button press took over) are no news.
    if (autofill && !(failure instanceof ApiError)) return { error: null };
    return { error: passkeyFailureMessage(failure) };
  }
}
