import { createHash } from 'node:crypto';

/**
 * A weak entity tag of an answer's text: the same for every encoding the compression plugin may
 * send it in, which is why it is weak.
 */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((listed) => {
    const tag = listed.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}
