import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OpenApiDocument, OpenApiDocumentSchema } from '#shared/openapi.schemas';
import { ERROR_RESPONSES } from '../kit/route-responses';

/** GET /api/openapi.json: the API described from its own route schemas, for anyone. */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  let document: OpenApiDocument | undefined;
  app.get(
    '/openapi.json',
    {
      config: { access: 'public' },
      schema: {
        summary: 'This document: every endpoint with its access, parameters and schemas',
        response: { 200: OpenApiDocumentSchema, ...ERROR_RESPONSES },
      },
    },
    // Generated once, on the first request, from the routes registered at start.
    async () => (document ??= OpenApiDocumentSchema.parse(app.swagger())),
  );
};
