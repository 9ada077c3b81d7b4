import type { z } from 'zod/mini';

/** localStorage that never throws: storage can be disabled or full, and the site must still work. */
export function readStoredValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a string, or removes the key (null). */
export function writeStoredValue(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives for this page view only.
  }
}

export interface DiscardOptions {
  /** Keeps the discarded text under this key, for data a person wrote and should not lose. */
  readonly keepDiscardedAs?: string;
}

/**
 * The one way stored data that cannot be used is dropped: a console message naming the key and
 * the reason, then the key is removed, so the next read starts afresh instead of failing again.
 */
export function discardStoredValue(
  key: string,
  reason: string,
  options: DiscardOptions = {},
): void {
  console.warn(`Discarding stored ${key} (${reason}).`);
  if (options.keepDiscardedAs !== undefined) {
    const raw = readStoredValue(key);
    if (raw !== null) writeStoredValue(options.keepDiscardedAs, raw);
  }
  writeStoredValue(key, null);
}

/**
 * Reads a JSON value through a schema. Anything unreadable (not JSON, an old or foreign shape,
 * impossible values) is discarded with a console message and read as nothing: a corrupt store
 * never breaks a page. Checks the schema cannot express (against content, say) discard through
 * `discardStoredValue` with their own reason.
 */
export function readStoredJson<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  options: DiscardOptions = {},
): T | null {
  const raw = readStoredValue(key);
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    discardStoredValue(key, 'not JSON', options);
    return null;
  }
  let parsed: ReturnType<typeof schema.safeParse>;
  try {
    parsed = schema.safeParse(json);
  } catch (error) {
    // A refinement may run on a value its field checks already refused, and throw on it.
    discardStoredValue(key, error instanceof Error ? error.message : 'unreadable', options);
    return null;
  }
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') || 'value';
  discardStoredValue(key, `${where}: ${issue?.message ?? 'invalid'}`, options);
  return null;
}

/** Stores a value as JSON, or removes the key (null). */
export function writeStoredJson(key: string, value: unknown): void {
  writeStoredValue(key, value === null ? null : JSON.stringify(value));
}
