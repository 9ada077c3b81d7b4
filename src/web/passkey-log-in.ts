import { browserSupportsWebAuthnAutofill, startAuthentication } from '@simplewebauthn/browser';
import { LoginResponseSchema } from '../shared/auth.schemas';
import { WebAuthnOptionsResponseSchema } from '../shared/passkey.schemas';
import { ApiError, apiRequest } from './kit/api-client';
import { passkeyFailureMessage } from './kit/passkeys';
import { sessionFromSignIn } from './kit/log-in';
import type { Session } from './kit/session';

async function signInWithAnyPasskey(autofill: boolean): Promise<Session> {
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
  return sessionFromSignIn(data);
}

/**
 * Logs in with a passkey the browser offers (no username asked) and returns the session a password
 * login gives. A failure is an ApiError whose message the login form shows as it is.
 */
export async function logInWithPasskey(): Promise<Session> {
  try {
    return await signInWithAnyPasskey(false);
  } catch (failure) {
    // Not 401: the login form says its own words for a wrong password on a 401.
    const message = passkeyFailureMessage(failure) ?? 'The passkey request was cancelled.';
    throw new ApiError(
      failure instanceof ApiError && failure.status !== 401 ? failure.status : 400,
      message,
    );
  }
}

/** What the login form hands the username field's passkey suggestions. */
export interface AutofillForm {
  /** Whether no other login is under way: only then does a picked passkey sign in. */
  idle: () => boolean;
  loggedIn: (session: Session) => void;
  /** The suggestions ended without a sign-in; the message when there is something to say. */
  failed: (message: string | null) => void;
}

/**
 * Lets the browser offer this site's passkeys among the username field's suggestions and waits,
 * silently, until the person picks one. Only the server's refusal is news: the browser's own
 * endings (a button press took over, the page moved on) say nothing.
 */
export async function offerPasskeysInAutofill(form: AutofillForm): Promise<void> {
  try {
    if (!(await browserSupportsWebAuthnAutofill())) return;
    const session = await signInWithAnyPasskey(true);
    if (form.idle()) form.loggedIn(session);
    else form.failed(null);
  } catch (failure) {
    form.failed(failure instanceof ApiError && form.idle() ? failure.message : null);
  }
}
