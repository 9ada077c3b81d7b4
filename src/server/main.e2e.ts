import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The compiled server, exactly what `npm start` runs (`npm test` builds it first). */
const COMPILED_MAIN = path.resolve(import.meta.dirname, '../../dist/server/main.js');

interface Started {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  if (!existsSync(COMPILED_MAIN)) {
    throw new Error('dist/server/main.js is missing: run `npm run build` first');
  }
  const child = spawn(process.execPath, [COMPILED_MAIN], {
    env: { PATH: process.env['PATH'] ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the probe finds what it looks for in the output, and returns that. */
function waitFor<T>(probe: () => T | undefined): Promise<T> {
  return vi.waitFor(
    () => {
      const value = probe();
      if (value === undefined) throw new Error('not in the output yet');
      return value;
    },
    { timeout: 30_000, interval: 50 },
  );
}

describe('the server process', () => {
  let dataDir: string | undefined;
  let started: Started | undefined;
  afterEach(async () => {
    started?.child.kill('SIGKILL');
    started = undefined;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stops at start with a message naming a bad variable', async () => {
    started = startServer({ PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PORT:');
  });

  it('serves, prints a generated Admin password once, and drains on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-main-'));
    started = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const current = started;
    const address = await waitFor(
      () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(current.output())?.[1],
    );
    const password = /Password: (\S+)/.exec(current.output())?.[1];
    expect(password).toBeDefined();
    // The generated password goes to the console once and never into the structured log.
    expect(current.output().split(password ?? '').length - 1).toBe(1);

    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);

    current.child.kill('SIGTERM');
    expect(await current.exited).toBe(0);
    expect(current.output()).toContain('shutting down');
  });

  it('closes a half-sent request at the shutdown deadline and exits', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-main-'));
    started = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: 'correct horse battery staple',
      // The request timeout would end the request only much later: the deadline must.
      REQUEST_TIMEOUT_SECONDS: '600',
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    const current = started;
    const port = await waitFor(
      () => /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(current.output())?.[1],
    );
    // A body announced as 100 bytes, of which 12 arrive; the client then goes quiet.
    const socket = net.connect(Number(port), '127.0.0.1');
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
    );
    // Once the server has read the headers, Fastify has logged the request.
    await waitFor(() => (current.output().includes('incoming request') ? true : undefined));

    current.child.kill('SIGTERM');
    const startedAt = Date.now();
    expect(await current.exited).toBe(1);
    await socketClosed;
    // Well before the request timeout, which it would otherwise wait for.
    expect(Date.now() - startedAt).toBeLessThan(60_000);
    expect(current.output()).toContain('shutdown deadline passed');
  });
});
