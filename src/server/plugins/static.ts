import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built SPA from webRoot with a history fallback: a GET for a path without a file
 * extension outside /api gets index.html, everything else unknown is a JSON 404.
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
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasSite &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      path.extname(pathname) === '';
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
