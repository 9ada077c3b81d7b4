import { z } from 'zod/mini';
import { ErrorBodySchema } from '../shared/api-error.schemas';

/** The error answers every route declares: `{error}` with a 4xx, or a generic 500. */
export const ERROR_RESPONSES = {
  '4xx': ErrorBodySchema.check(z.describe('A mistake the caller can fix')),
  '5xx': ErrorBodySchema.check(z.describe('Something went wrong on the server')),
} as const;

/** No body (304 Not Modified, 204 No Content). */
export const EMPTY_RESPONSE = z.undefined();

/**
 * A response of raw bytes in one of `contentTypes`, for the document; Fastify sends buffers as
 * they are, so nothing is serialized through it.
 */
export function bytesResponse(description: string, contentTypes: readonly string[]) {
  // Typed as what handlers send (a Buffer), described as what the document calls bytes.
  const bytes = z.string().check(z.meta({ format: 'binary' })) as unknown as z.ZodMiniType<Buffer>;
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: bytes }])),
  };
}
