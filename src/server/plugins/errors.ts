import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isOutOfSpace,
  OUT_OF_SPACE_MESSAGE,
} from '../kit/faults';
import { HttpError } from '../kit/http-error';
import type { StorageSpace } from '../storage-space';
import type { SecureReply } from './security';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

/** Messages for Fastify's own client errors, in words a caller can act on. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON with Content-Type application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty: send a JSON object.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body.';
    default:
      return error.message;
  }
}

/**
 * The message of a request that fails its route's schema: the first problem, prefixed with the
 * field it concerns (`timestamp: is required`, `ID: must be a positive integer`); a problem with
 * the whole body or query is its message alone. Given to Fastify as `schemaErrorFormatter`.
 */
export function formatValidationError(
  errors: readonly FastifySchemaValidationError[],
  _dataVar: SchemaErrorDataVar,
): Error {
  const first = errors[0];
  const field = (first?.instancePath ?? '').split('/').filter(Boolean).join('.');
  const message = first?.message ?? 'Invalid input';
  return new Error(field === '' ? message : `${field}: ${message}`);
}

/**
 * One error shape for the whole API: `{error}`; 4xx for the caller's mistakes, 503 with Retry-After
 * while the database is away, 507 when the disk is full (told to `space`), a generic 500 otherwise,
 * with the security headers of the path set again (`secure`): a handler may have changed one, as
 * an object's answer does its Cache-Control.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  secure: SecureReply,
  space: StorageSpace,
): void {
  // The API speaks JSON only (uploads add multipart where they need it): plain text is a 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    secure(request, reply);
    const status = error.statusCode ?? 500;
    // Ours, 4xx or a 503 a route chose: its own words.
    if (error instanceof HttpError) {
      void reply.headers(error.headers);
      return reply.code(status).send({ error: error.message });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: clientErrorMessage(error) });
    }
    if (isOutOfSpace(error)) {
      space.reportFull(error);
      return reply.code(507).send({ error: OUT_OF_SPACE_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: GENERIC_SERVER_ERROR });
  });
}
