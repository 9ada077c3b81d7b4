import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '#shared/api-path';

/**
 * Helmet's options. `inlineScriptHashes` are the CSP hashes ('sha256-…') of the site's own inline
 * scripts (index.html's pre-paint script); no other inline script may run.
 */
export function helmetOptions(inlineScriptHashes: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin API with bearer tokens: no cross-origin embedding of our resources either.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * Runs helmet once against a recording response and returns the headers it sets. Our policy has no
 * per-request parts (no nonces), so the headers are the same for every response, and computing them
 * once instead of per request keeps helmet's cost off the hot path.
 */
export function computeSecurityHeaders(options: HelmetOptions = helmetOptions()) {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error('helmet rejected its options');
  return Object.freeze(headers);
}

/**
 * The headers of API answers (JSON, and stored images and sounds), after OWASP's advice for REST
 * services: an answer of the API is never a document, so its CSP forbids everything and it may not
 * be framed; it is not sniffed, not read by other origins, and not cached. Helmet's other headers
 * govern documents (referrers, opener, prefetching, legacy download prompts) and would only cost
 * every answer of the API their bytes and their checks.
 */
export function apiSecurityHeaders(siteHeaders: Readonly<Record<string, string>>) {
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    // Routes that serve immutable content (objects by hash) override it.
    'cache-control': 'no-store',
  };
  const hsts = siteHeaders['strict-transport-security'];
  if (hsts !== undefined) apiHeaders['strict-transport-security'] = hsts;
  return Object.freeze(apiHeaders);
}

/** Sets the security headers an answer to `request` carries. */
export type SecureReply = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Helmet's headers with the site's strict CSP on every page and file of the site, and the API's
 * lean set (apiSecurityHeaders) on every answer under /api, set by one `onRequest` hook, so that
 * every answer carries them: a route's, the not-found handler's, an error's. Returns the setter,
 * for the error handler to set them again over any header a handler changed.
 */
export function registerSecurity(
  app: FastifyInstance,
  inlineScriptHashes: readonly string[] = [],
): SecureReply {
  const siteHeaders = computeSecurityHeaders(helmetOptions(inlineScriptHashes));
  const apiHeaders = apiSecurityHeaders(siteHeaders);
  const secure: SecureReply = (request, reply) => {
    const query = request.url.indexOf('?');
    const path = query === -1 ? request.url : request.url.slice(0, query);
    void reply.headers(isApiPath(path) ? apiHeaders : siteHeaders);
  };
  app.addHook('onRequest', (request, reply, done) => {
    secure(request, reply);
    done();
  });
  return secure;
}
