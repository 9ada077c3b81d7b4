import { z } from 'zod/mini';
import type { Access } from './app-manifest';

/** The OpenAPI extension that names who may call an operation. */
export const ACCESS_EXTENSION = 'x-access';

const AccessSchema = z.enum(['public', 'member', 'family', 'admin'] satisfies Access[]);

/** A JSON Schema as the document carries it; shown, not interpreted. */
const JsonSchemaSchema = z.record(z.string(), z.unknown());

export const OpenApiParameterSchema = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.optional(z.boolean()),
  description: z.optional(z.string()),
  schema: z.optional(JsonSchemaSchema),
});
export type OpenApiParameter = z.infer<typeof OpenApiParameterSchema>;

const MediaTypesSchema = z.record(
  z.string(),
  z.looseObject({ schema: z.optional(JsonSchemaSchema) }),
);

export const OpenApiOperationSchema = z.looseObject({
  summary: z.optional(z.string()),
  description: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
  [ACCESS_EXTENSION]: AccessSchema,
  parameters: z.optional(z.array(OpenApiParameterSchema)),
  requestBody: z.optional(z.looseObject({ content: z.optional(MediaTypesSchema) })),
  responses: z.record(
    z.string(),
    z.looseObject({ description: z.optional(z.string()), content: z.optional(MediaTypesSchema) }),
  ),
});
export type OpenApiOperation = z.infer<typeof OpenApiOperationSchema>;

/**
 * GET /api/openapi.json → 200: the OpenAPI 3.1 document generated from the routes' schemas. Only
 * the parts the API explorer reads are described; the rest passes through as generated.
 */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), OpenApiOperationSchema)),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;
