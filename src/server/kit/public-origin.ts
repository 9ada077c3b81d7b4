/**
 * The origin people reach the site at, for what the site hands out or checks against it
 * (invitation and reset links, the passkeys' relying party): PUBLIC_URL when it is set, else the
 * scheme and host the request came with, as the proxies trusted by TRUST_PROXY forwarded them.
 */
export function publicOrigin(
  publicUrl: string | undefined,
  request: { readonly protocol: string; readonly host: string },
): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
