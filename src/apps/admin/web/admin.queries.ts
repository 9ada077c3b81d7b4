import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ListedStorageAsset, StorageAsset } from '#shared/objects.schemas';
import { deleteUpload } from '#kit/stored-objects';
import type { UserFormValues } from '../core/user-form';
import type { AccountLink, NewAccountLink } from '../shared/account-links.schemas';
import type { AddressLock, LoginLock, User } from '../shared/admin.schemas';
import {
  deleteUser,
  fetchAccountLinks,
  fetchAddressLocks,
  fetchAdminUsers,
  fetchLoginLocks,
  fetchOpenApiDocument,
  fetchRoles,
  fetchStorageAssets,
  inviteSomeone,
  liftAddressLock,
  liftLoginLock,
  makeResetLink,
  probeEndpoint,
  revokeAccountLink,
  saveUser,
  setUploadPublic,
} from './admin.api';
import { loggedLoad } from './admin-format';

const USERS_KEY = ['admin', 'users'] as const;
const ROLES_KEY = ['admin', 'roles'] as const;
const ACCOUNT_LINKS_KEY = ['admin', 'account-links'] as const;
const ASSETS_KEY = ['admin', 'assets'] as const;
const LOGIN_LOCKS_KEY = ['admin', 'login-locks'] as const;
const ADDRESS_LOCKS_KEY = ['admin', 'address-locks'] as const;
const PROBE_KEY = ['admin', 'api-probe'] as const;
const OPENAPI_KEY = ['admin', 'openapi'] as const;

function usersQuery(includeDeleted: boolean) {
  return queryOptions({
    queryKey: [...USERS_KEY, { includeDeleted }],
    queryFn: ({ signal }) => loggedLoad('users', () => fetchAdminUsers({ includeDeleted }, signal)),
    // The table stays while the other list loads, rather than flashing 'Loading users…'.
    placeholderData: keepPreviousData,
  });
}

const rolesQuery = queryOptions({
  queryKey: ROLES_KEY,
  queryFn: ({ signal }) => loggedLoad('roles', () => fetchRoles(signal)),
  staleTime: 5 * 60_000,
});

const accountLinksQuery = queryOptions({
  queryKey: ACCOUNT_LINKS_KEY,
  queryFn: ({ signal }) => fetchAccountLinks(signal),
});

const storageAssetsQuery = queryOptions({
  queryKey: ASSETS_KEY,
  queryFn: ({ signal }) => loggedLoad('storage assets', () => fetchStorageAssets(signal)),
});

const loginLocksQuery = queryOptions({
  queryKey: LOGIN_LOCKS_KEY,
  queryFn: ({ signal }) => fetchLoginLocks(signal),
});

const addressLocksQuery = queryOptions({
  queryKey: ADDRESS_LOCKS_KEY,
  queryFn: ({ signal }) => fetchAddressLocks(signal),
});

function endpointProbeQuery(path: string) {
  return queryOptions({
    queryKey: [...PROBE_KEY, path],
    queryFn: ({ signal }) => probeEndpoint(path, signal),
    // A status page should show what the server says now, not a cached answer.
    gcTime: 0,
  });
}

const openApiDocumentQuery = queryOptions({
  queryKey: OPENAPI_KEY,
  queryFn: ({ signal }) => fetchOpenApiDocument(signal),
  staleTime: 60_000,
});

/** The users, the deleted ones too when asked. */
export function useAdminUsers(includeDeleted: boolean) {
  return useQuery(usersQuery(includeDeleted));
}

export function useRoles() {
  return useQuery(rolesQuery);
}

/** Creates (no ID) or updates a user; the list is refetched after `onSaved` has run. */
export function useSaveUser(userId: number | null, onSaved: (saved: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserFormValues) => saveUser(userId, body),
    onSuccess: (saved) => {
      onSaved(saved);
      return queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}

export function useDeleteUser(onDeleted: (user: User) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => deleteUser(user.ID),
    onSuccess: (_, user) => onDeleted(user),
    // Spec §4: the list is refetched after a delete, and after a failed one it may have changed too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** Makes a reset link; the open links are refetched whether or not it worked. */
export function useMakeResetLink(onMade: (link: NewAccountLink) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => makeResetLink(user.ID),
    onSuccess: (link) => onMade(link),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_LINKS_KEY }),
  });
}

/** Invites someone: a new user and their link, both lists refetched after `onInvited`. */
export function useInvite(onInvited: (link: NewAccountLink) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteSomeone,
    onSuccess: (link) => {
      onInvited(link);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ACCOUNT_LINKS_KEY }),
      ]);
    },
  });
}

export function useAccountLinks() {
  return useQuery(accountLinksQuery);
}

export function useRevokeAccountLink(onRevoked: (link: AccountLink) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: AccountLink) => revokeAccountLink(link.id),
    onSuccess: (_, link) => onRevoked(link),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_LINKS_KEY }),
  });
}

export function useStorageAssets() {
  return useQuery(storageAssetsQuery);
}

export function useDeleteUpload(onDeleted: (asset: StorageAsset) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asset: StorageAsset) => deleteUpload(asset.ETag, asset.Key),
    onSuccess: (_, asset) => onDeleted(asset),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}

/** What a change of an upload's visibility asks for. */
export interface VisibilityChange {
  readonly asset: ListedStorageAsset;
  readonly isPublic: boolean;
}

export function useUploadVisibility(onChanged: (change: VisibilityChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ asset, isPublic }: VisibilityChange) =>
      setUploadPublic(asset.ETag, asset.Key, isPublic),
    onSuccess: (_, change) => onChanged(change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
  });
}

export function useLoginLocks() {
  return useQuery(loginLocksQuery);
}

export function useAddressLocks() {
  return useQuery(addressLocksQuery);
}

/** Refetches both kinds of lock: lifting either may lift the other too (an account's failures came from an address). */
function useRefetchLocks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LOGIN_LOCKS_KEY }),
      queryClient.invalidateQueries({ queryKey: ADDRESS_LOCKS_KEY }),
    ]);
}

export function useLiftLoginLock(onLifted: (lock: LoginLock) => void) {
  const refetchLocks = useRefetchLocks();
  return useMutation({
    mutationFn: (lock: LoginLock) => liftLoginLock(lock.ID),
    onSuccess: async (_, lock) => {
      onLifted(lock);
      await refetchLocks();
    },
  });
}

export function useLiftAddressLock(onLifted: (lock: AddressLock) => void) {
  const refetchLocks = useRefetchLocks();
  return useMutation({
    mutationFn: (lock: AddressLock) => liftAddressLock(lock.address),
    onSuccess: async (_, lock) => {
      onLifted(lock);
      await refetchLocks();
    },
  });
}

export function useEndpointProbe(path: string) {
  return useQuery(endpointProbeQuery(path));
}

/** Checks every API card again. */
export function useRefreshAllProbes() {
  const queryClient = useQueryClient();
  return () => queryClient.refetchQueries({ queryKey: PROBE_KEY });
}

export function useOpenApiDocument() {
  return useQuery(openApiDocumentQuery);
}
