import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import {
  claimIdempotencyKey,
  forgetOldIdempotencyKeys,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from '../idempotency.repository';
import { HttpError } from '../kit/http-error';
import { sessionUser } from '../kit/request-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is a write that honours an `Idempotency-Key` header: a repeat with the same key
     * gets the first answer and stores nothing (decision 020). For routes of logged-in users only.
     */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first answer to its key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
/** Printable ASCII without spaces, as a UUID or any other token a client makes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Old keys are forgotten at most this often, by the request that notices it is time. */
const FORGET_EVERY_MS = 60 * 60 * 1000;

const CLAIM = Symbol('idempotency claim');

declare module 'fastify' {
  interface FastifyRequest {
    [CLAIM]?: { userId: number; key: string; answered: boolean };
  }
}

function appendHook(existing: unknown, hook: unknown): unknown[] {
  if (existing === undefined) return [hook];
  return Array.isArray(existing) ? [...(existing as unknown[]), hook] : [existing, hook];
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

/**
 * Makes the routes that declare `config: { idempotent: true }` honour an optional
 * `Idempotency-Key` header, per user: the first request with a key runs and its answer (a 2xx) is
 * kept; a repeat gets that answer again with `Idempotent-Replayed: true`; a repeat while the first
 * still runs gets 409; the same key with another body or route gets 422. A request without the
 * header runs as it always did.
 */
export function registerIdempotency(app: FastifyInstance): void {
  let lastForgotten = 0;

  const claimKey: preHandlerAsyncHookHandler = async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
      throw new HttpError(400, 'Idempotency-Key: must be 1 to 255 printable characters');
    }
    const { userId } = sessionUser(request);
    const now = new Date();
    if (now.getTime() - lastForgotten > FORGET_EVERY_MS) {
      lastForgotten = now.getTime();
      await forgetOldIdempotencyKeys(app.db, now);
    }
    const claim = await claimIdempotencyKey(
      app.db,
      {
        userId,
        key: header,
        route: `${request.method} ${request.routeOptions.url ?? ''}`,
        requestHash: requestHash(request),
      },
      now,
    );
    if (claim.kind !== 'claimed' && !claim.sameRequest) {
      throw new HttpError(422, 'Idempotency-Key was already used for a different request');
    }
    if (claim.kind === 'running') {
      throw new HttpError(409, 'A request with this Idempotency-Key is still running', {
        'retry-after': '1',
      });
    }
    if (claim.kind === 'answered') {
      return reply
        .code(claim.status)
        .header(IDEMPOTENT_REPLAY_HEADER, 'true')
        .type('application/json; charset=utf-8')
        .send(claim.response);
    }
    request[CLAIM] = { userId, key: header, answered: false };
  };

  // The answer is kept before it is sent, so a reply lost on the way is still the stored one.
  const keepAnswer: preSerializationAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const claim = request[CLAIM];
    if (claim === undefined || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    await storeIdempotentAnswer(app.db, claim, reply.statusCode, JSON.stringify(payload));
    claim.answered = true;
    return payload;
  };

  // A request that failed stored nothing: its key is free for the retry.
  const releaseUnanswered: onResponseAsyncHookHandler = async (request) => {
    const claim = request[CLAIM];
    if (claim === undefined || claim.answered) return;
    await releaseIdempotencyKey(app.db, claim).catch((error: unknown) => {
      request.log.warn({ err: error }, 'could not release an idempotency key');
    });
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.idempotent !== true) return;
    // Fastify runs async hooks in these lists; its route types name only the callback style.
    route.preHandler = appendHook(route.preHandler, claimKey) as RouteOptions['preHandler'];
    route.preSerialization = appendHook(
      route.preSerialization,
      keepAnswer,
    ) as RouteOptions['preSerialization'];
    route.onResponse = appendHook(
      route.onResponse,
      releaseUnanswered,
    ) as RouteOptions['onResponse'];
  });
}
