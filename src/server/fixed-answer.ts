import type { OutgoingHttpHeader } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * An answer that is the same for every request, prepared once: its status, its whole header block
 * (the route's security headers included) and its body's bytes.
 */
export interface FixedAnswer {
  readonly statusCode: number;
  /** Name, value, name, value…: the form Node's `writeHead` stores as it is. */
  readonly headers: readonly string[];
  readonly body: Buffer;
}

/** A JSON answer of `json` (already serialized through the route's schema), with `headers`. */
export function fixedJsonAnswer(
  statusCode: number,
  json: string,
  headers: Readonly<Record<string, string>>,
): FixedAnswer {
  const body = Buffer.from(json, 'utf8');
  const block = Object.entries({
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(body.length),
  }).flat();
  return Object.freeze({ statusCode, headers: Object.freeze(block), body });
}

/**
 * Writes a fixed answer straight to Node's response, skipping Fastify's per-request serializing,
 * header merging and send path, which for the health check, the request a load balancer repeats
 * all day, cost more than the rest of the answer (decision 018). Fastify still times, logs and
 * finishes the request as usual, since its listeners wait for the response's 'finish'; to HEAD,
 * Node sends the headers alone.
 */
export function sendFixedAnswer(reply: FastifyReply, answer: FixedAnswer): void {
  void reply.hijack();
  reply.raw.writeHead(answer.statusCode, answer.headers as OutgoingHttpHeader[]);
  reply.raw.end(answer.body);
}
