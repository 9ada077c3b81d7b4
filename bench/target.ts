/**
 * A server for the throughput benchmark, in its own process so that the load generator does not
 * share its event loop: `nook` is the real app on a fresh SQLite database (`nook postgres`: a fresh
 * schema in TEST_DATABASE_URL) with a logged-in Family member and 100 messages; `bare` is Fastify's
 * hello world. Prints `{"address": …, "token": …}` on one line of stdout.
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
