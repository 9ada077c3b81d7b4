import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { serializerCompiler } from './route-responses';

const Plain = z.object({
  data: z.array(
    z.object({ ID: z.number(), Content: z.string(), Note: z.optional(z.nullable(z.string())) }),
  ),
});
const WithUnion = z.object({
  value: z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.string()]),
});
const WithDate = z.object({ at: z.date() });

/** A handler's answer, with fields the schema does not name. */
const ROWS = [
  { ID: 1, Content: 'first', Note: null, password_hash: 'secret' },
  { ID: 2, Content: 'second "quoted"\n', internal: true },
];

describe('serializing responses through their schemas', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    app.get('/plain', { schema: { response: { 200: Plain } } }, () => ({ data: ROWS, extra: 1 }));
    app.get('/union', { schema: { response: { 200: WithUnion } } }, () => ({
      value: { kind: 'a', a: 2, hidden: 'x' },
    }));
    app.get('/date', { schema: { response: { 200: WithDate } } }, () => ({
      at: new Date('2026-01-02T03:04:05.000Z'),
    }));
    app.get('/wrong', { schema: { response: { 200: WithUnion } } }, () => ({ value: 3 }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes exactly the fields a plain schema names, escaped as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/plain' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { ID: 1, Content: 'first', Note: null },
        { ID: 2, Content: 'second "quoted"\n' },
      ],
    });
    expect(response.body).not.toContain('secret');
  });

  it('leaves unions and values JSON Schema cannot describe to zod', async () => {
    expect((await app.inject({ method: 'GET', url: '/union' })).json()).toEqual({
      value: { kind: 'a', a: 2 },
    });
    expect((await app.inject({ method: 'GET', url: '/date' })).json()).toEqual({
      at: '2026-01-02T03:04:05.000Z',
    });
    expect((await app.inject({ method: 'GET', url: '/wrong' })).statusCode).toBe(500);
  });
});
