import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { buildTestApp, type TestApp } from '#tests/test-app';
import { OpenApiDocumentSchema, type OpenApiDocument } from '../shared/openapi.schemas';
import { isApiPath } from '../shared/api-path';
import { ACCESS_LEVELS } from './plugins/access';

/** `/api/users/:ID` as OpenAPI writes it: `/api/users/{ID}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('route declarations and the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  const startErrors: unknown[] = [];

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    // Before the server is ready: one route without a declaration, one with a made-up level.
    for (const register of [
      () => t.app.get('/api/undeclared', async () => ({ ok: true })),
      () =>
        t.app.post(
          '/api/misdeclared',
          { config: { access: 'everyone' as 'public' } },
          async () => ({}),
        ),
    ]) {
      try {
        register();
      } catch (error) {
        startErrors.push(error);
      }
    }
    // A handler that returns more than its schema names.
    t.app.get(
      '/api/test-extra-field',
      {
        config: { access: 'public' },
        schema: { response: { 200: z.object({ data: z.object({ ID: z.number() }) }) } },
      },
      async () => ({ data: { ID: 7, password_hash: 'secret' } }),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = OpenApiDocumentSchema.parse(response.json());
  });
  afterAll(async () => {
    await t.close();
  });

  const apiRoutes = () =>
    t.app.registeredRoutes.filter((route) => isApiPath(route.url) && route.method !== 'HEAD');

  it('has an access level declared on every API route', () => {
    expect(apiRoutes().length).toBeGreaterThan(15);
    const undeclared = apiRoutes()
      .filter((route) => route.access === undefined || !ACCESS_LEVELS.includes(route.access))
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('describes every API route, with the access it declares, and nothing else', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation['x-access']}`,
      ),
    );
    const registered = apiRoutes().map(
      (route) => `${route.method} ${openApiPath(route.url)} ${route.access}`,
    );
    expect(described.sort()).toEqual(registered.sort());
  });

  it('generates parameters, bodies and responses from the route schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    const feeding = document.paths['/api/data_models/ludde_feeding_times']?.['post'];
    expect(feeding?.['x-access']).toBe('family');
    expect(feeding?.security).toEqual([{ bearer: [] }]);
    const body = feeding?.requestBody?.content?.['application/json']?.schema;
    expect(body).toMatchObject({
      type: 'object',
      properties: { timestamp: { type: 'string' } },
      required: ['timestamp'],
    });
    const ok = feeding?.responses['200']?.content?.['application/json']?.schema;
    expect(ok).toMatchObject({
      properties: {
        data: {
          properties: { ID: { type: 'number' }, timestamp: { type: 'string' } },
          required: ['ID', 'timestamp', 'comment', 'CreatedBy', 'CreatedByName'],
        },
      },
    });
    expect(feeding?.responses['4XX'] ?? feeding?.responses['4xx']).toBeDefined();

    const remove = document.paths['/api/data_models/users/{ID}']?.['delete'];
    expect(remove?.parameters).toContainEqual(
      expect.objectContaining({ name: 'ID', in: 'path', required: true }),
    );
    const messages = document.paths['/api/data_models/message']?.['get'];
    expect(messages?.parameters?.map((parameter) => parameter.name).sort()).toEqual([
      'before',
      'limit',
    ]);
    const users = document.paths['/api/data_models/users']?.['get'];
    expect(users?.parameters).toContainEqual(
      expect.objectContaining({
        name: 'include_deleted',
        in: 'query',
        required: false,
        description: expect.stringMatching(/deleted users/) as unknown,
      }),
    );
    const health = document.paths['/api/health']?.['get'];
    expect(health?.['x-access']).toBe('public');
    expect(health?.security).toBeUndefined();
    expect(health?.tags).toEqual(['platform']);
    expect(document.paths['/api/data_models/word_weaver_scores']?.['get']?.tags).toEqual([
      'word-weaver',
    ]);
    // The family scores: members only, and the games the server can check are named.
    const claim = document.paths['/api/games/scores']?.['post'];
    expect(claim?.['x-access']).toBe('member');
    expect(claim?.tags).toEqual(['platform']);
    expect(claim?.description).toContain('- `word_weaver`: ');
    expect(document.paths['/api/games/scores']?.['get']?.['x-access']).toBe('member');
    const upload = document.paths['/api/upload']?.['post'];
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });

  it('refuses to start with an API route that does not say who may call it', () => {
    expect(startErrors.map((error) => (error as Error).message)).toEqual([
      expect.stringMatching(/^GET \/api\/undeclared declares no access/),
      expect.stringMatching(/^POST \/api\/misdeclared declares no access/),
    ]);
  });

  it('answers with the schema’s fields only: a column the schema lacks never leaks', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-extra-field' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ID: 7 } });
  });
});
