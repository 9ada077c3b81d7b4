import { startAuthentication } from '@simplewebauthn/browser';
import { LoginResponseSchema } from '../shared/auth.schemas';
import { WebAuthnOptionsResponseSchema } from '../shared/passkey.schemas';
import { apiRequest } from './api-client';
import { sessionFromSignIn } from './log-in';
import type { Session } from './session';

/**
 * Logs in with a passkey the browser offers (no username asked): with `autofill`, through the
 * username field's suggestions, waiting until the person picks one. Returns the session to store,
 * exactly as a password login does. Loaded only when a passkey is used.
 */
export async function logInWithPasskey({ autofill = false } = {}): Promise<Session> {
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
