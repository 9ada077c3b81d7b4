import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON and text: what the API and the history fallback send. Binary objects go out as they are. */
const COMPRESSIBLE = /(?:^|\/|\+)json(?:;|$)|^text\/(?!event-stream)|javascript/u;

/**
 * Compresses responses over 1 KB for clients that accept it (Brotli at a fast level, else gzip).
 * The static site sends its pre-compressed copies instead, which already carry Content-Encoding
 * and are passed through untouched. Must be registered before the routes it applies to. Request
 * bodies are never compressed by our clients (JSON of at most 64 KB, multipart uploads of images
 * that do not compress), so no route pays for a decompression hook. A route whose answer is always
 * tiny may opt out with `compress: false`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
