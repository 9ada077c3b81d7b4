import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { $ZodType } from 'zod/v4/core';
import { ErrorBodySchema } from '#shared/api-error.schemas';

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

type JsonSchema = Record<string, unknown>;

/** JSON Schema keywords that serialize as plain values; anything else keeps the zod path. */
const PLAIN_TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);
const SHAPE_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'default']);

/**
 * True when fast-json-stringify writes exactly what zod would: plain objects, arrays and scalars,
 * with no unions to choose between, no references and no defaults to fill in.
 */
function isPlain(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return true;
  if (Array.isArray(schema)) return schema.every(isPlain);
  const record = schema as JsonSchema;
  for (const [keyword, value] of Object.entries(record)) {
    if (SHAPE_KEYWORDS.has(keyword)) return false;
    if (keyword === 'type') {
      const types = Array.isArray(value) ? value : [value];
      if (!types.every((type) => typeof type === 'string' && PLAIN_TYPES.has(type))) return false;
    }
    if (keyword === 'properties' || keyword === 'items' || keyword === 'additionalProperties') {
      const children = keyword === 'properties' ? Object.values(value as JsonSchema) : [value];
      if (!children.every(isPlain)) return false;
    }
  }
  return true;
}

/** A serializer built by fast-json-stringify from the schema's JSON Schema, when it is plain. */
function fastSerializer(schema: $ZodType): ((data: unknown) => string) | undefined {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
  } catch {
    return undefined; // not representable (undefined, dates, transforms): zod serializes it
  }
  if (jsonSchema['type'] !== 'object' || !isPlain(jsonSchema)) return undefined;
  delete jsonSchema['$schema'];
  return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]);
}

/**
 * Serializes responses through their route schemas. A plain object schema is compiled once into a
 * fast-json-stringify function (as Fastify does for JSON Schema), which writes only the fields the
 * schema names; other schemas are encoded by zod, as `fastify-type-provider-zod` does.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  const fast = schema instanceof $ZodType ? fastSerializer(schema) : undefined;
  return fast ?? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
