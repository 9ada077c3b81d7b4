import { z } from 'zod/mini';

/**
 * The rules of text fields in request bodies, shared by the server (which enforces them) and the
 * forms (which check before sending), so the two can never disagree.
 */

/** `z.object`'s second argument for a request body: one message when the body is not an object. */
export const JSON_OBJECT_BODY = { error: 'The request body must be a JSON object' } as const;

/** Text the body must have: 'is required' when absent, `wrongKind` when it is not text. */
export function requiredText(wrongKind = 'must be a string') {
  return z.string({
    error: (issue) => (issue.input === undefined ? 'is required' : wrongKind),
  });
}

/** At most `max` characters, with the message every form shows. */
export function atMostCharacters(max: number) {
  return z.maxLength(max, `must be at most ${max} characters`);
}

/** PostgreSQL text cannot hold NUL; it is refused on both databases alike. */
function withoutNul() {
  return z.refine<string>((text) => !text.includes('\u0000'), 'must not contain NUL characters');
}

/** Trimmed text of at most `max` characters, possibly empty. */
export function trimmedText(max: number) {
  return requiredText().check(z.trim(), atMostCharacters(max), withoutNul());
}

/** Trimmed text of 1 to `max` characters; `empty` is the message for nothing but spaces. */
export function requiredTrimmedText(max: number, empty = 'is required') {
  return requiredText().check(z.trim(), z.minLength(1, empty), atMostCharacters(max), withoutNul());
}

/** Optional trimmed text of at most `max` characters; absent or null reads as ''. */
export function optionalTrimmedText(max: number) {
  return z.pipe(
    z.nullish(
      z.string({ error: 'must be a string' }).check(z.trim(), atMostCharacters(max), withoutNul()),
    ),
    z.transform((text) => text ?? ''),
  );
}

const INSTANT = 'an ISO 8601 date and time with its offset, e.g. 2026-11-23T00:00:00+01:00';

/** An instant with its offset (a query's `since`), read as ISO 8601 UTC text. */
export function instantText() {
  return z.pipe(
    z.iso.datetime({ offset: true, error: INSTANT }),
    z.transform((text) => new Date(text).toISOString()),
  );
}
