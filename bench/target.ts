/**
 * A server for the throughput benchmark, in its own process so that the load generator does not
 * share its event loop: `nook` is the real app on a fresh SQLite database, `bare` is Fastify's
 * hello world. Prints the listening address on stdout.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { parseEnv } from '../src/server/env';

const kind = process.argv[2];

async function start(): Promise<string> {
  if (kind === 'bare') {
    const bare = Fastify();
    bare.get('/', () => ({ hello: 'world' }));
    return bare.listen({ port: 0, host: '127.0.0.1' });
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-bench-'));
  const config = parseEnv({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'benchmark password',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false, webRoot: null });
  return app.listen({ port: 0, host: '127.0.0.1' });
}

start().then(
  (address) => process.stdout.write(`${address}\n`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
