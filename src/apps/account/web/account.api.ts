import {
  type Passkey,
  PasskeyListResponseSchema,
  PasskeyResponseSchema,
  WebAuthnOptionsResponseSchema,
} from '#shared/passkey.schemas';
import { apiRequest } from '#kit/api-client';
import { type LoginResponse, LoginResponseSchema } from '#shared/auth.schemas';
import {
  type AccountLinkInfo,
  AccountLinkInfoResponseSchema,
  type LinkPasswordRequest,
} from '../shared/account-links.schemas';
import {
  type Account,
  AccountResponseSchema,
  type AccountSession,
  AccountSessionListResponseSchema,
  type PasswordChangeRequest,
  type SignedOut,
  SignedOutResponseSchema,
} from '../shared/account.schemas';

export const ACCOUNT_SESSIONS_PATH = '/api/account/sessions';

export async function fetchAccount(signal?: AbortSignal): Promise<Account> {
  return (await apiRequest('GET', '/api/account', { schema: AccountResponseSchema, signal })).data;
}

export async function fetchAccountSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return (
    await apiRequest('GET', ACCOUNT_SESSIONS_PATH, {
      schema: AccountSessionListResponseSchema,
      signal,
    })
  ).data;
}

export async function changeOwnPassword(body: PasswordChangeRequest): Promise<SignedOut> {
  return (
    await apiRequest('PUT', '/api/account/password', { body, schema: SignedOutResponseSchema })
  ).data;
}

export async function signOutDevice(id: number): Promise<void> {
  await apiRequest('DELETE', `${ACCOUNT_SESSIONS_PATH}/${id}`);
}

export async function signOutEverywhereElse(): Promise<SignedOut> {
  return (
    await apiRequest('POST', `${ACCOUNT_SESSIONS_PATH}/sign-out-others`, {
      schema: SignedOutResponseSchema,
    })
  ).data;
}

/** What the link with this token is: whose, what for, until when; an ApiError (404, 410) when it cannot be used. */
export async function fetchAccountLink(
  token: string,
  signal?: AbortSignal,
): Promise<AccountLinkInfo> {
  return (
    await apiRequest('GET', `/api/account-links/${encodeURIComponent(token)}`, {
      schema: AccountLinkInfoResponseSchema,
      signal,
    })
  ).data;
}

/** Uses the link to set the password: the answer is a sign-in, as a login's. */
export async function choosePasswordWithLink(
  token: string,
  body: LinkPasswordRequest,
): Promise<LoginResponse['data']> {
  return (
    await apiRequest('POST', `/api/account-links/${encodeURIComponent(token)}/password`, {
      body,
      schema: LoginResponseSchema,
    })
  ).data;
}

export const PASSKEYS_PATH = '/api/account/passkeys';

export async function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  return (await apiRequest('GET', PASSKEYS_PATH, { schema: PasskeyListResponseSchema, signal }))
    .data;
}

/**
 * Adds a passkey: asks the server for options, lets the browser make the passkey (the person
 * confirms with their screen lock), and stores it under `name`. The WebAuthn helpers load here.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  const [{ startRegistration }, options] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest('POST', `${PASSKEYS_PATH}/options`, { schema: WebAuthnOptionsResponseSchema }),
  ]);
  type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
  const response = await startRegistration({
    // Made by @simplewebauthn/server; the schema checked that they carry a challenge.
    optionsJSON: options.data as unknown as CreationOptions,
  });
  return (
    await apiRequest('POST', PASSKEYS_PATH, {
      body: { response, name },
      schema: PasskeyResponseSchema,
    })
  ).data;
}

export async function renamePasskey(id: number, name: string): Promise<Passkey> {
  return (
    await apiRequest('PATCH', `${PASSKEYS_PATH}/${id}`, {
      body: { name },
      schema: PasskeyResponseSchema,
    })
  ).data;
}

export async function removePasskey(id: number): Promise<void> {
  await apiRequest('DELETE', `${PASSKEYS_PATH}/${id}`);
}

/**
 * Uses an invitation or reset link to create a passkey instead of a password: asks the server for
 * options for the link's person, lets the browser make the passkey, and sends it; the answer is a
 * sign-in, as a login's. The WebAuthn helpers load here.
 */
export async function createPasskeyWithLink(token: string): Promise<LoginResponse['data']> {
  const path = `/api/account-links/${encodeURIComponent(token)}/passkey`;
  const [{ startRegistration }, options] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest('POST', `${path}/options`, { schema: WebAuthnOptionsResponseSchema }),
  ]);
  type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
  const response = await startRegistration({
    // Made by @simplewebauthn/server; the schema checked that they carry a challenge.
    optionsJSON: options.data as unknown as CreationOptions,
  });
  return (await apiRequest('POST', path, { body: { response }, schema: LoginResponseSchema })).data;
}
