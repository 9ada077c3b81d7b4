import { apiRequest } from '../../../web/api-client';
import {
  type AccountSession,
  AccountSessionListResponseSchema,
  type PasswordChangeRequest,
  type SignedOut,
  SignedOutResponseSchema,
} from '../shared/account.schemas';

export const ACCOUNT_SESSIONS_PATH = '/api/account/sessions';

/** The query key of the device list. */
export const ACCOUNT_SESSIONS_KEY = ['account', 'sessions'] as const;

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
