import type { FastifyRequest } from 'fastify';

/**
 * The origin people reach the site at, for links the site hands out (invitations, reset links):
 * the scheme and host the request came with, as the proxies trusted by TRUST_PROXY forwarded them.
 * The one place to read a configured public URL instead, once there is one.
 */
export function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
