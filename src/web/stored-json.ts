import type { z } from 'zod/mini';
import { readStoredValue, writeStoredValue } from './browser-storage';

/**
 * Reads a JSON value from localStorage through a schema. Anything unreadable (not JSON, old or
 * foreign shapes, impossible values) is removed with a console message and read as nothing, so a
 * corrupt store never breaks a page.
 */
export function readStoredJson<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  const raw = readStoredValue(key);
  if (raw === null) return null;
  let reason: string;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    reason = `${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'invalid'}`;
  } catch {
    reason = 'not JSON';
  }
  console.warn(`Discarding stored ${key} (${reason}).`);
  writeStoredValue(key, null);
  return null;
}
