import { apiRequest } from '../../../web/api-client';
import { clearSessionIfToken, getSession } from '../../../web/session';
import { rowCountOf } from '../core/api-status';
import type { UserFormValues } from '../core/user-form';
import {
  RoleListResponseSchema,
  S3AssetsResponseSchema,
  type Role,
  type User,
  UserListResponseSchema,
  UserResponseSchema,
} from '../shared/admin.schemas';
import type { StorageAsset } from '../../../shared/objects.schemas';

export const USERS_PATH = '/api/data_models/users';
export const ROLES_PATH = '/api/data_models/roles';
export const ASSETS_PATH = '/api/s3-assets';

export async function fetchAdminUsers(signal?: AbortSignal): Promise<User[]> {
  return (await apiRequest('GET', USERS_PATH, { schema: UserListResponseSchema, signal })).data;
}

export async function fetchRoles(signal?: AbortSignal): Promise<Role[]> {
  return (await apiRequest('GET', ROLES_PATH, { schema: RoleListResponseSchema, signal })).data;
}

/** Creates a user (no ID) or updates one; an empty password on update keeps the old one. */
export async function saveUser(id: number | null, body: UserFormValues): Promise<User> {
  const saved =
    id === null
      ? await apiRequest('POST', USERS_PATH, { body, schema: UserResponseSchema })
      : await apiRequest('PUT', `${USERS_PATH}/${id}`, { body, schema: UserResponseSchema });
  return saved.data;
}

export async function deleteUser(id: number): Promise<void> {
  await apiRequest('DELETE', `${USERS_PATH}/${id}`);
}

export async function fetchStorageAssets(signal?: AbortSignal): Promise<StorageAsset[]> {
  return (await apiRequest('GET', ASSETS_PATH, { schema: S3AssetsResponseSchema, signal })).assets;
}

/** An object's bytes by ETag; quotes are dropped in case a store hands the header form back. */
export function objectUrl(etag: string): string {
  return `/api/fetch-object/${encodeURIComponent(etag.replaceAll('"', ''))}`;
}

/** What an API card shows: the HTTP status and row count, or status null when the server was unreachable. */
export interface EndpointProbe {
  readonly status: number | null;
  readonly rows: number | null;
}

/**
 * GETs an endpoint and reports its status whatever it is (the card shows 4xx and 5xx rather than
 * failing). Like every call it sends the bearer token, and a 401 clears the session (spec §6).
 */
export async function probeEndpoint(path: string, signal?: AbortSignal): Promise<EndpointProbe> {
  const token = getSession()?.token ?? null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== null) headers['Authorization'] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: null, rows: null };
  }
  if (response.status === 401) clearSessionIfToken(token);
  let body: unknown;
  try {
    body = (await response.json()) as unknown;
  } catch {
    body = undefined;
  }
  return { status: response.status, rows: response.ok ? rowCountOf(body) : null };
}
