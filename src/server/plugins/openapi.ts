import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { isApiPath } from '#shared/api-path';
import { ACCESS_EXTENSION } from '#shared/openapi.schemas';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** For the document: the form of a multipart route, which reads its body as a stream. */
    multipartForm?: z.ZodMiniType;
  }
}

/** The header a write that declares `idempotent: true` honours (decision 020), for the document. */
const IdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.optional(
    z
      .string()
      .check(
        z.regex(IDEMPOTENCY_KEY_PATTERN),
        z.describe(
          'A key the client makes for this write (a UUID, say), sent again with every retry of it',
        ),
      ),
  ),
});

const IDEMPOTENCY_NOTE = [
  'Idempotent with an `Idempotency-Key` header: the first request with a key is stored once;',
  'a repeat (same caller, same key, kept at least 24 hours) gets the first answer again with `Idempotent-Replayed: true`,',
  'a repeat while the first still runs gets 409, and the same key with another body or path 422.',
  'Without the header the write runs as usual.',
].join(' ');

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The contract's version: paths and fields are the original client's (spec §7), so it stays 1. */
const API_VERSION = '1.0.0';

/** What the document says about each access level, so a reader needs no other page. */
const ACCESS_DESCRIPTION = [
  `Each operation's \`${ACCESS_EXTENSION}\` says who may call it:`,
  '`public` anyone; `member` any logged-in role; `family` Family or Admin; `admin` Admin only.',
  'Log in with `POST /api/login` and send the token as `Authorization: Bearer <token>`.',
  'Errors are `{"error": "…"}` with a 4xx status for mistakes the caller can fix.',
].join(' ');

/**
 * The API's routes in an OpenAPI 3.1 document (`app.swagger()`), generated from their zod schemas
 * with each route's declared access. Registered before the routes, whose registration it records.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Nook API', version: API_VERSION, description: ACCESS_DESCRIPTION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform(input: TransformInput) {
      const { route } = input;
      // HEAD mirrors GET, and the static site is not part of the API.
      if (route.method === 'HEAD' || !isApiPath(input.url)) {
        return { schema: { hide: true }, url: input.url };
      }
      const form = route.config?.multipartForm;
      const idempotent = route.config?.idempotent === true;
      const transformed = jsonSchemaTransform(
        form || idempotent
          ? {
              ...input,
              schema: {
                ...input.schema,
                ...(form ? { body: form } : {}),
                ...(idempotent ? { headers: IdempotencyHeadersSchema } : {}),
              },
            }
          : input,
      );
      const access = route.config?.access ?? 'public';
      const note = route.config?.accessNote;
      const description = [
        transformed.schema['description'],
        idempotent && IDEMPOTENCY_NOTE,
        note && `Access: ${note}`,
      ]
        .filter((part): part is string => typeof part === 'string' && part !== '')
        .join('\n\n');
      return {
        url: transformed.url,
        schema: {
          ...transformed.schema,
          ...(description ? { description } : {}),
          [ACCESS_EXTENSION]: access,
          ...(note ? { [`${ACCESS_EXTENSION}-note`]: note } : {}),
          ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
        },
      };
    },
  });
}
