import http, {
  type IncomingMessage,
  type OutgoingHttpHeader,
  type ServerResponse,
} from 'node:http';
import type { FastifyReply, FastifyServerFactory } from 'fastify';

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
  writeFixedAnswer(reply.raw, answer);
}

/** The answer's status, header block and body, written to Node's response as prepared. */
function writeFixedAnswer(response: ServerResponse, answer: FixedAnswer): void {
  response.writeHead(answer.statusCode, answer.headers as OutgoingHttpHeader[]);
  response.end(answer.body);
}

/** A path's fixed answer for this request, or null to let the path's route answer it. */
export type FixedAnswerSource = () => FixedAnswer | null;

/**
 * Paths whose GET and HEAD answers are sent before Fastify's router, by the HTTP server's own
 * request listener (Fastify's `serverFactory`): for the health check, which a load balancer repeats
 * all day and which needs nothing of the framework, not even a log line (decision 018). Everything
 * else, and any request to such a path that its source declines, or that arrives with a query
 * string, goes to Fastify, where the path's route answers as usual: to `inject` and in the OpenAPI
 * document. Once the server closes, every request gets the closing answer (a 503 in the API's shape).
 */
export class FixedAnswerPaths {
  readonly #sources = new Map<string, FixedAnswerSource>();
  #closing = false;

  /**
   * `closingAnswer` is every request's once a shutdown has begun; `headersTimeoutMs`, Node's limit
   * on a request's headers, which Fastify has no option for.
   */
  constructor(
    private readonly closingAnswer: FixedAnswer,
    private readonly headersTimeoutMs: number,
  ) {}

  /** Answers GET and HEAD of exactly `path` from `source`. */
  answer(path: string, source: FixedAnswerSource): void {
    if (this.#sources.has(path)) throw new Error(`${path} already has a fixed answer`);
    this.#sources.set(path, source);
  }

  /** From now on every request gets the closing answer, and its connection closes. */
  close(): void {
    this.#closing = true;
  }

  /** Node's request listener: a fixed answer where there is one, else Fastify's `handler`. */
  listener(handler: (request: IncomingMessage, response: ServerResponse) => void) {
    return (request: IncomingMessage, response: ServerResponse): void => {
      if (this.#closing) {
        writeFixedAnswer(response, this.closingAnswer);
        return;
      }
      const source =
        request.method !== 'GET' && request.method !== 'HEAD'
          ? undefined
          : this.#sources.get(request.url ?? '');
      const answer = source?.();
      if (answer) writeFixedAnswer(response, answer);
      else handler(request, response);
    };
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make, with the same timeouts and the
   * header timeout, whose requests pass through `listener` first.
   */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const setting = (name: string) => {
      const value = options[name];
      return typeof value === 'number' ? value : undefined;
    };
    const requestTimeout = setting('requestTimeout');
    const server = http.createServer(
      {
        ...((options['http'] ?? {}) as http.ServerOptions),
        ...(requestTimeout ? { requestTimeout } : {}),
        headersTimeout: this.headersTimeoutMs,
        // How often Node looks for requests past their timeouts (its default: every 30 s).
        connectionsCheckingInterval: Math.min(1_000, this.headersTimeoutMs),
      },
      this.listener(handler),
    );
    server.keepAliveTimeout = setting('keepAliveTimeout') ?? server.keepAliveTimeout;
    server.setTimeout(setting('connectionTimeout') ?? 0);
    // Zero, Fastify's default, means Node's default: no limit.
    const maxRequestsPerSocket = setting('maxRequestsPerSocket');
    if (maxRequestsPerSocket) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
