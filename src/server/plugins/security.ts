import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

/** Helmet's headers with a strict CSP on every response; API responses are never cached. */
export function registerSecurity(
  app: FastifyInstance,
  inlineScriptHashes: readonly string[] = [],
): void {
  const headers = computeSecurityHeaders(helmetOptions(inlineScriptHashes));
  // Routes that serve immutable content (objects by hash) override the API's no-store.
  const apiHeaders = Object.freeze({ ...headers, 'cache-control': 'no-store' });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
