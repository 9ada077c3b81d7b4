import { type LoginRequest, type LoginResponse, LoginResponseSchema } from '#shared/auth.schemas';
import { ApiError, apiRequest } from './api-client';
import { deviceCredentialFor, rememberDeviceCredential, type Session } from './session';

export const LOGIN_FAILED_MESSAGE = 'Invalid username or password';

/** What a login form says for a failed login: the spec's text for a 401, else the server's message. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? LOGIN_FAILED_MESSAGE : error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Logs in, as a trusted device when this browser has logged in to the account before, and returns
 * the session to store. The new device credential is kept even when the caller drops the answer:
 * the server has replaced the one this login was sent with.
 */
export async function logIn(credentials: LoginRequest): Promise<Session> {
  const deviceCredential = deviceCredentialFor(credentials.username);
  const body = deviceCredential
    ? { ...credentials, device_credential: deviceCredential }
    : credentials;
  const { data } = await apiRequest('POST', '/api/login', { body, schema: LoginResponseSchema });
  return sessionFromSignIn(data);
}

/**
 * The session to store from the server's answer to a sign-in (a login, or a password chosen through
 * an invitation link); the device credential it carries is kept for this browser's next logins.
 */
export function sessionFromSignIn(data: LoginResponse['data']): Session {
  if (data.device_credential) rememberDeviceCredential(data.username, data.device_credential);
  return {
    username: data.username,
    role: data.role,
    token: data.token,
    ...(data.user_id === undefined ? {} : { userId: data.user_id }),
  };
}
