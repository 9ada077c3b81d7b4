/**
 * A server for the throughput benchmark, in its own process so that the load generator does not
 * share its event loop: `nook` is the real app on a fresh SQLite database (`nook postgres`: a fresh
 * schema in TEST_DATABASE_URL) with a logged-in Family member and 100 messages; `bare` is Fastify's
 * hello world; `bare-query` is that hello world answering after one `select 1` on the PostgreSQL of
 * TEST_DATABASE_URL. Prints `{"address": …, "token": …}` on one line of stdout.
 */
import Fastify from 'fastify';
import { buildTestApp, type TestDatabaseKind } from '../tests/test-app';

const kind = process.argv[2];
const database: TestDatabaseKind = process.argv[3] === 'postgres' ? 'postgres' : 'sqlite';
export const BENCH_MESSAGES = 100;

async function start(): Promise<{ address: string; token: string }> {
  if (kind === 'bare') {
    const bare = Fastify();
    bare.get('/', () => ({ hello: 'world' }));
    // Exits as the Nook target does, so both can be profiled alike (node --cpu-prof).
    process.once('SIGTERM', () => void bare.close().then(() => process.exit(0)));
    return { address: await bare.listen({ port: 0, host: '127.0.0.1' }), token: '' };
  }
  if (kind === 'bare-query') {
    // The floor a database round trip sets: Fastify's hello world, answering after one trivial
    // named statement on a pool as large as Nook's, on the same PostgreSQL.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env['TEST_DATABASE_URL'], max: 10 });
    const bare = Fastify();
    bare.get('/', async () => {
      const result = await pool.query<{ ok: number }>({ name: 'ok', text: 'select 1 as ok' });
      return { hello: result.rows[0]?.ok === 1 ? 'world' : 'nobody' };
    });
    process.once(
      'SIGTERM',
      () =>
        void bare
          .close()
          .then(() => pool.end())
          .then(() => process.exit(0)),
    );
    return { address: await bare.listen({ port: 0, host: '127.0.0.1' }), token: '' };
  }
  const t = await buildTestApp(database);
  const token = await t.tokenFor('Family');
  for (let index = 0; index < BENCH_MESSAGES; index += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data_models/message',
      headers: { authorization: `Bearer ${token}` },
      payload: { Content: `Message ${index + 1}: a line of ordinary length for the board.` },
    });
    if (response.statusCode !== 200) throw new Error(`seeding failed: ${response.body}`);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void t.close().then(() => process.exit(0));
    });
  }
  return { address: await t.app.listen({ port: 0, host: '127.0.0.1' }), token };
}

start().then(
  (started) => process.stdout.write(`${JSON.stringify(started)}\n`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
