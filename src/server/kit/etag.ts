import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * A route's onSend hook for answers a browser keeps and asks for again: tags a 200 with the weak
 * ETag of its body as serialized (before compression), and turns it into a 304 without a body
 * when If-None-Match names that tag. Errors (a missing session's 401 first) pass untouched.
 */
export async function answerUnchangedWith304(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = weakEtag(payload);
  void reply.header('etag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  void reply.code(304).removeHeader('content-type');
  return null;
}
