import type { z } from 'zod/mini';

/** localStorage that never throws: storage can be disabled or full, and the site must still work. */
export function readStoredValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a string, or removes the key (null); false when storage refused it (disabled or full). */
export function writeStoredValue(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    // Storage unavailable: the value lives for this page view only.
    return false;
  }
}

/**
 * Keeps `value` under a key of its own, `<prefix>-<ISO time>` (`-2`, `-3`… after it should that
 * key be taken), so a second copy never replaces a first. The key, or null when storage has no
 * room for the copy.
 */
export function keepStoredCopy(prefix: string, value: string): string | null {
  const base = `${prefix}-${new Date().toISOString()}`;
  let key = base;
  for (let suffix = 2; readStoredValue(key) !== null; suffix++) {
    // Only a storage that answers every key could get here: refuse rather than write over one.
    if (suffix > 1000) return null;
    key = `${base}-${suffix}`;
  }
  return writeStoredValue(key, value) ? key : null;
}

export interface DiscardOptions {
  /**
   * For data a person wrote and should not lose: the discarded text is first kept under a key of
   * its own starting with this prefix (`keepStoredCopy`), and stays where it is if it cannot be.
   */
  readonly keepDiscardedWithPrefix?: string;
}

/**
 * The one way stored data that cannot be used is dropped: a console message naming the key and
 * the reason (and where a copy is kept), then the key is removed, so the next read starts afresh
 * instead of failing again. False when the value was kept in place because its copy could not be
 * written.
 */
export function discardStoredValue(
  key: string,
  reason: string,
  options: DiscardOptions = {},
): boolean {
  const raw = options.keepDiscardedWithPrefix === undefined ? null : readStoredValue(key);
  if (options.keepDiscardedWithPrefix === undefined || raw === null) {
    console.warn(`Discarding stored ${key} (${reason}).`);
    writeStoredValue(key, null);
    return true;
  }
  const keptAs = keepStoredCopy(options.keepDiscardedWithPrefix, raw);
  if (keptAs === null) {
    console.warn(
      `Cannot read stored ${key} (${reason}), and there is no room to keep a copy: ${key} is left as it is.`,
    );
    return false;
  }
  console.warn(`Discarding stored ${key} (${reason}); a copy is kept under ${keptAs}.`);
  writeStoredValue(key, null);
  return true;
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

/** Stores a value as JSON, or removes the key (null); false when storage refused it. */
export function writeStoredJson(key: string, value: unknown): boolean {
  return writeStoredValue(key, value === null ? null : JSON.stringify(value));
}
