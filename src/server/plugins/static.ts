import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '#shared/api-path';
import { findPrerenderedPages, NOT_FOUND_PAGE, pageKey } from './prerendered-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from webRoot. A GET for a page (a path without a file extension outside
 * /api) gets that page's prerendered HTML; a path no page has gets the prerendered 404 page with
 * status 404. A build without prerendered pages gets index.html for every such path, and the
 * client's router decides. Everything else unknown is a JSON 404.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webRoot: string | null,
): Promise<void> {
  const hasSite = webRoot !== null && existsSync(path.join(webRoot, 'index.html'));
  if (webRoot !== null && !hasSite) {
    app.log.warn({ webRoot }, 'no built site found: run `npm run build`; serving the API only');
  }
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // The build writes .br and .gz beside every text file: the best one the client accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts content-hashed files under assets/; they never change under the same name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  const pages =
    hasSite && webRoot !== null ? await findPrerenderedPages(webRoot) : new Map<string, string>();
  const hasNotFoundPage =
    hasSite && webRoot !== null && existsSync(path.join(webRoot, NOT_FOUND_PAGE));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasSite &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      path.extname(pathname) === '';
    if (wantsPage) {
      void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
      const key = pageKey(pathname);
      const page = key === '/' ? 'index.html' : key === null ? undefined : pages.get(key);
      if (page !== undefined) return reply.sendFile(page);
      if (hasNotFoundPage) return reply.code(404).sendFile(NOT_FOUND_PAGE);
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
