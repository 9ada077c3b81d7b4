import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ENCODINGS = ['br', 'gzip'];
/** As for every other answer (plugins/compression.ts): smaller ones gain nothing. */
const THRESHOLD_BYTES = 1024;

/**
 * A JSON answer kept to be sent many times (decision 018): its bytes, and a Brotli and a gzip copy
 * each made once, when first asked for, instead of compressing the same bytes for every request.
 */
export class CompressedJson {
  readonly #copies = new Map<string, Buffer>();

  constructor(readonly identity: Buffer) {}

  /** The bytes in `encoding` ('br' or 'gzip'), compressed on the first call. */
  encoded(encoding: string): Buffer {
    let copy = this.#copies.get(encoding);
    if (copy === undefined) {
      copy =
        encoding === 'br'
          ? brotliCompressSync(this.identity, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipSync(this.identity);
      this.#copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * Sends a kept JSON answer in the best encoding the client accepts, as the compression plugin
 * would for a fresh one; the route opts out of that plugin (`compress: false`).
 */
export function sendCompressedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressedJson,
): FastifyReply {
  void reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted === undefined || body.identity.length < THRESHOLD_BYTES
      ? null
      : negotiate(accepted, ENCODINGS);
  if (encoding === null) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}
