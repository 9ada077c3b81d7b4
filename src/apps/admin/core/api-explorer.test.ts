import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '#shared/openapi.schemas';
import { endpointUrl, formatResponseBody, groupEndpoints, listEndpoints } from './api-explorer';

const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Nook API', version: '1.0.0' },
  paths: {
    '/api/data_models/users/{ID}': {
      delete: {
        'x-access': 'admin',
        tags: ['admin'],
        summary: 'Delete a user',
        parameters: [{ name: 'ID', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'Default Response' } },
      },
      put: {
        'x-access': 'admin',
        tags: ['admin'],
        requestBody: {
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        responses: {},
      },
    },
    '/api/health': {
      get: {
        'x-access': 'public',
        tags: ['platform'],
        summary: 'Health',
        responses: {
          '200': {
            description: 'Default Response',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
    '/api/data_models/message': {
      post: { 'x-access': 'member', tags: ['message-board'], responses: {} },
      get: {
        'x-access': 'member',
        tags: ['message-board'],
        parameters: [{ name: 'limit', in: 'query' }],
        responses: {},
      },
    },
  },
};

describe('listEndpoints', () => {
  it('lists every operation: platform first, then by app, path and method', () => {
    expect(
      listEndpoints(DOCUMENT).map((each) => `${each.group} ${each.method} ${each.path}`),
    ).toEqual([
      'platform GET /api/health',
      'admin PUT /api/data_models/users/{ID}',
      'admin DELETE /api/data_models/users/{ID}',
      'message-board GET /api/data_models/message',
      'message-board POST /api/data_models/message',
    ]);
  });

  it('keeps access, summary, parameters, body and responses', () => {
    const [health, put, remove] = listEndpoints(DOCUMENT);
    expect(health).toMatchObject({ access: 'public', summary: 'Health', body: null });
    expect(health?.responses).toEqual([
      { status: '200', description: 'Default Response', schema: { type: 'object' } },
    ]);
    expect(put?.body).toEqual({ contentType: 'application/json', schema: { type: 'object' } });
    expect(remove?.parameters).toEqual([
      { name: 'ID', in: 'path', required: true, description: null },
    ]);
  });

  it('groups the list by app in the same order', () => {
    expect(
      groupEndpoints(listEndpoints(DOCUMENT)).map((group) => [group.group, group.endpoints.length]),
    ).toEqual([
      ['platform', 1],
      ['admin', 2],
      ['message-board', 2],
    ]);
  });
});

describe('endpointUrl', () => {
  const [, , remove, messages] = listEndpoints(DOCUMENT);

  it('fills path parameters, encoded, and waits while one is empty', () => {
    if (!remove) throw new Error('missing endpoint');
    expect(endpointUrl(remove, { ID: '12' })).toBe('/api/data_models/users/12');
    expect(endpointUrl(remove, { ID: 'a/b c' })).toBe('/api/data_models/users/a%2Fb%20c');
    expect(endpointUrl(remove, { ID: '  ' })).toBeNull();
  });

  it('adds the query parameters that have a value', () => {
    if (!messages) throw new Error('missing endpoint');
    expect(endpointUrl(messages, {})).toBe('/api/data_models/message');
    expect(endpointUrl(messages, { limit: ' 5 ' })).toBe('/api/data_models/message?limit=5');
  });
});

describe('formatResponseBody', () => {
  it('indents JSON and leaves other text alone', () => {
    expect(formatResponseBody('application/json; charset=utf-8', '{"a":[1]}')).toBe(
      '{\n  "a": [\n    1\n  ]\n}',
    );
    expect(formatResponseBody('application/json', 'not json')).toBe('not json');
    expect(formatResponseBody('image/svg+xml', '<svg/>')).toBe('<svg/>');
  });
});
