import { z } from 'zod/mini';
import { ErrorBodySchema } from '#shared/api-error.schemas';
import { clearSessionIfToken, getSession } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed request: `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether a request failed because the server ended the session (401): the page's guard says so
 * and offers the login, so the form that sent it need not repeat it.
 */
export function isSessionEndedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from the server';

export interface ApiRequestOptions<T> {
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the JSON response; without it the parsed JSON is returned unchecked. */
  schema?: z.core.$ZodType<T>;
  signal?: AbortSignal;
  /** Further request headers, e.g. an `Idempotency-Key`. */
  headers?: Readonly<Record<string, string>>;
  /** The request is sent to the end even if the page closes meanwhile (a small body only). */
  keepalive?: boolean;
  /** Sent instead of the stored session's token: a logout's, after its session was cleared. */
  token?: string;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const parsed = ErrorBodySchema.safeParse(await readJson(response));
    if (parsed.success && parsed.data.error !== '') return parsed.data.error;
  } catch {
    // Not JSON (a proxy's error page, say): fall through to the status line.
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

/**
 * Calls the product's API with the stored bearer token. Any 401 clears the session (spec §6).
 * Throws ApiError for non-2xx answers (with the server's `{error}` message), for unreachable servers
 * (status 0, 'Network Error') and for answers that do not match `schema`.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const token = options.token ?? getSession()?.token ?? null;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token !== null) headers['Authorization'] = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  if (response.status === 401) clearSessionIfToken(token);
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));

  let json: unknown;
  try {
    json = await readJson(response);
  } catch {
    throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  }
  if (!options.schema) return json as T;
  const parsed = z.safeParse(options.schema, json);
  if (!parsed.success) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return parsed.data;
}
