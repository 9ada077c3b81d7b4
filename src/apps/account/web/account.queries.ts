import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '#shared/auth.schemas';
import type { Passkey } from '#shared/passkey.schemas';
import type { AccountSession, SignedOut } from '../shared/account.schemas';
import {
  addPasskey,
  changeOwnPassword,
  choosePasswordWithLink,
  createPasskeyWithLink,
  fetchAccount,
  fetchAccountLink,
  fetchAccountSessions,
  fetchPasskeys,
  removePasskey,
  renamePasskey,
  signOutDevice,
  signOutEverywhereElse,
} from './account.api';

/** Who is signed in (and whether they have a password yet). */
const ACCOUNT_KEY = ['account', 'me'] as const;
/** The device list. */
const ACCOUNT_SESSIONS_KEY = ['account', 'sessions'] as const;
const PASSKEYS_KEY = ['account', 'passkeys'] as const;
const ACCOUNT_LINK_KEY = ['account', 'link'] as const;

const accountQuery = queryOptions({
  queryKey: ACCOUNT_KEY,
  queryFn: ({ signal }) => fetchAccount(signal),
});

const accountSessionsQuery = queryOptions({
  queryKey: ACCOUNT_SESSIONS_KEY,
  queryFn: ({ signal }) => fetchAccountSessions(signal),
});

const passkeysQuery = queryOptions({
  queryKey: PASSKEYS_KEY,
  queryFn: ({ signal }) => fetchPasskeys(signal),
});

function accountLinkQuery(token: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_LINK_KEY, token],
    queryFn: ({ signal }) => fetchAccountLink(token, signal),
    enabled: token !== '',
    retry: false,
    // A link is used at most once: what it was is not worth refetching behind the person's back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useAccount() {
  return useQuery(accountQuery);
}

/** A new password, and the current one to confirm it by; null when the account sets its first. */
export interface PasswordChoice {
  readonly currentPassword: string | null;
  readonly newPassword: string;
}

/**
 * Changes (or sets a first) password; the answer says whether it was the first. The devices and
 * the account are refetched after `onChanged`: the others are signed out, and a password is set.
 */
export function useChangeOwnPassword(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: PasswordChoice) => ({
      ...(await changeOwnPassword(
        currentPassword === null
          ? { new_password: newPassword }
          : { current_password: currentPassword, new_password: newPassword },
      )),
      first: currentPassword === null,
    }),
    onSuccess: () => {
      onChanged();
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    },
  });
}

export function useAccountSessions() {
  return useQuery(accountSessionsQuery);
}

/** Signs one other device out; the list is refetched after `onSignedOut`. */
export function useSignOutDevice(onSignedOut: (session: AccountSession) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: AccountSession) => signOutDevice(session.id),
    onSuccess: (_, session) => {
      onSignedOut(session);
      return queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY });
    },
  });
}

/** Signs every other device out; the list is refetched after `onSignedOut`. */
export function useSignOutEverywhereElse(onSignedOut: (result: SignedOut) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhereElse,
    onSuccess: (result) => {
      onSignedOut(result);
      return queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_KEY });
    },
  });
}

export function usePasskeys() {
  return useQuery(passkeysQuery);
}

/** Passkey changes: each refetches the list after its callback has run. */
function useRefetchPasskeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
}

/** Adds a passkey under the name (the browser asks for the screen lock). */
export function useAddPasskey(onAdded: (passkey: Passkey) => void) {
  const refetchPasskeys = useRefetchPasskeys();
  return useMutation({
    mutationFn: (name: string) => addPasskey(name),
    onSuccess: (passkey) => {
      onAdded(passkey);
      return refetchPasskeys();
    },
  });
}

export function useRenamePasskey(onRenamed: (passkey: Passkey) => void) {
  const refetchPasskeys = useRefetchPasskeys();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renamePasskey(id, name),
    onSuccess: (passkey) => {
      onRenamed(passkey);
      return refetchPasskeys();
    },
  });
}

export function useRemovePasskey(onRemoved: (passkey: Passkey) => void) {
  const refetchPasskeys = useRefetchPasskeys();
  return useMutation({
    mutationFn: (passkey: Passkey) => removePasskey(passkey.id),
    onSuccess: (_, passkey) => {
      onRemoved(passkey);
      return refetchPasskeys();
    },
  });
}

/** What the link with this token is; nothing is asked without a token. */
export function useAccountLink(token: string) {
  return useQuery(accountLinkQuery(token));
}

/** Sets the password with the link; `onSignedIn` gets the server's sign-in. */
export function useChoosePasswordWithLink(
  token: string,
  onSignedIn: (signedIn: LoginResponse['data']) => void,
) {
  return useMutation({
    mutationFn: (newPassword: string) =>
      choosePasswordWithLink(token, { new_password: newPassword }),
    onSuccess: (signedIn) => onSignedIn(signedIn),
  });
}

/** Creates a passkey with the link instead of a password; `onSignedIn` gets the server's sign-in. */
export function useCreatePasskeyWithLink(
  token: string,
  onSignedIn: (signedIn: LoginResponse['data']) => void,
) {
  return useMutation({
    // Named by the server after this browser, e.g. "Chrome on Android"; renamed on My account.
    mutationFn: () => createPasskeyWithLink(token),
    onSuccess: (signedIn) => onSignedIn(signedIn),
  });
}
