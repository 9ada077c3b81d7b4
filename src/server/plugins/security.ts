import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiUrl } from './access';

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers only with fixed answers (`sendFixedAnswer`), whose prepared headers
     * include the API's security headers: its handler is not wrapped to set them again.
     */
    fixedAnswers?: boolean;
  }
}

/** Sets the security headers an answer to `request` carries. */
export type SecureReply = (request: FastifyRequest, reply: FastifyReply) => void;

export interface SiteSecurity {
  /** For answers that no route's handler makes: the error and not-found handlers'. */
  secure: SecureReply;
  /** The API's set, for routes that prepare their answers whole (`fixedAnswers`). */
  apiHeaders: Readonly<Record<string, string>>;
}

/**
 * Helmet's headers with the site's strict CSP on every page and file of the site; the API's lean
 * set (apiSecurityHeaders) on every answer under /api. Every route's handler sets them before it
 * runs (wrapped as the route is added, with the set its path calls for chosen then, except on
 * wildcard routes, which serve both), rather than a hook on every request: on the API's hot path
 * that hook cost about a tenth of a bare answer (decision 018). Answers that no handler makes, the
 * error handler's and the not-found handler's, call `secure` themselves.
 */
export function registerSecurity(
  app: FastifyInstance,
  inlineScriptHashes: readonly string[] = [],
): SiteSecurity {
  const headers = computeSecurityHeaders(helmetOptions(inlineScriptHashes));
  const apiHeaders = apiSecurityHeaders(headers);
  const secure: SecureReply = (request, reply) => {
    void reply.headers(isApiUrl(request.url) ? apiHeaders : headers);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.fixedAnswers === true) {
      if (!isApiUrl(route.url))
        throw new Error(`${route.url}: fixed answers carry the API's headers`);
      return;
    }
    const handler = route.handler;
    const routeHeaders = route.url.includes('*')
      ? undefined
      : isApiUrl(route.url)
        ? apiHeaders
        : headers;
    route.handler = routeHeaders
      ? function securedHandler(this: FastifyInstance, request, reply) {
          void reply.headers(routeHeaders);
          return handler.call(this, request, reply);
        }
      : function securedHandler(this: FastifyInstance, request, reply) {
          secure(request, reply);
          return handler.call(this, request, reply);
        };
  });
  return { secure, apiHeaders };
}
