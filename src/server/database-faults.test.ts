import net from 'node:net';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, describeOnPostgres, type TestApp } from '#tests/test-app';
import { DEVICE_ATTEMPT_BUDGET } from './kit/auth/device-credentials.repository';
import { listLoginLocks } from './kit/auth/login-throttle.repository';

const baseUrl = process.env['TEST_DATABASE_URL'];

/** A TCP hop between the server and PostgreSQL that the test can cut and restore, as a restart would. */
class CuttableLink {
  readonly #server: net.Server;
  readonly #sockets = new Set<net.Socket>();
  #open = true;

  private constructor(
    server: net.Server,
    readonly port: number,
  ) {
    this.#server = server;
  }

  static async to(host: string, port: number): Promise<CuttableLink> {
    const made: { link?: CuttableLink } = {};
    const server = net.createServer((client) => {
      const link = made.link;
      if (!link?.isOpen) {
        client.destroy();
        return;
      }
      const upstream = net.connect(port, host);
      const sockets = link.#sockets;
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    made.link = new CuttableLink(server, (server.address() as net.AddressInfo).port);
    return made.link;
  }

  get isOpen(): boolean {
    return this.#open;
  }

  /** Resets every connection and refuses new ones. */
  cut(): void {
    this.#open = false;
    for (const socket of this.#sockets) socket.resetAndDestroy();
  }

  restore(): void {
    this.#open = true;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.#server.close(resolve));
  }
}

/**
 * Locks the member's username with a stranger's wrong passwords, then logs the member in again and
 * again from their trusted browser while `fault` makes the server fail each login after its attempt
 * was counted and before its verdict, until that has happened more often than the credential's
 * budget. Returns the statuses, then the status of one more login with the credential.
 */
async function deviceLoginsThroughFaults(
  t: TestApp,
  fault: {
    /** Something that changes whenever the server counts a login attempt. */
    readonly counted: () => Promise<string>;
    readonly begin: () => void;
    readonly end: () => void;
  },
): Promise<{ statuses: number[]; after: number }> {
  const member = await t.createUser('User');
  const logIn = (deviceCredential?: string, remoteAddress?: string, password = member.password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: member.username, password, device_credential: deviceCredential },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const first = await logIn();
  expect(first.statusCode).toBe(200);
  let credential = first.json<{ data: { device_credential: string } }>().data.device_credential;
  for (let i = 0; i < 5; i += 1) {
    expect((await logIn(undefined, `198.51.100.${i}`, `guess-${i}`)).statusCode).toBe(401);
  }
  // Without its credential the family's browser is locked out with the stranger.
  expect((await logIn()).statusCode).toBe(429);

  const statuses: number[] = [];
  for (
    let round = 0;
    round < 60 && statuses.filter((status) => status === 503).length <= DEVICE_ATTEMPT_BUDGET;
    round++
  ) {
    const before = await fault.counted();
    let answered = false;
    const login = logIn(credential).finally(() => {
      answered = true;
    });
    while (!answered && (await fault.counted()) === before) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const counted = !answered;
    if (counted) fault.begin();
    const response = await login;
    if (counted) fault.end();
    statuses.push(response.statusCode);
    if (response.statusCode === 200) {
      credential = response.json<{ data: { device_credential: string } }>().data.device_credential;
    } else if (response.statusCode === 503) {
      expect(response.json<{ error: string }>().error).toMatch(/database|took too long/);
    }
  }
  return { statuses, after: (await logIn(credential)).statusCode };
}

describeOnPostgres('a PostgreSQL server whose connections are cut', () => {
  let t: TestApp | undefined;
  let link: CuttableLink | undefined;
  let admin: pg.Client | undefined;
  afterEach(async () => {
    await t?.close();
    await link?.close();
    await admin?.end();
    t = link = admin = undefined;
  });

  /** A test app whose every database connection goes through a link the test can cut. */
  async function appThroughCuttableLink(): Promise<{ t: TestApp; link: CuttableLink }> {
    const url = new URL(baseUrl ?? '');
    const link = await CuttableLink.to(url.hostname, Number(url.port || 5432));
    const t = await buildTestApp('postgres', {
      rewriteDatabaseUrl: (databaseUrl) => {
        const through = new URL(databaseUrl);
        through.hostname = '127.0.0.1';
        through.port = String(link.port);
        return through.toString();
      },
    });
    return { t, link };
  }

  it('lives through its backends being terminated under load, answering 503 and never 500 or 429', async () => {
    t = await buildTestApp('postgres');
    const app = t.app;
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const member = await t.createUser('User');
    const token = await t.login(member.username, member.password);
    const logIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: member.username, password: member.password },
      });

    const postStatuses = new Map<number, number>();
    const loginStatuses = new Map<number, number>();
    const count = (statuses: Map<number, number>, status: number) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const total = (statuses: Map<number, number>) =>
      [...statuses.values()].reduce((sum, n) => sum + n, 0);
    let loading = true;
    const load = async () => {
      while (loading) {
        const [post, login] = await Promise.all([
          app.inject({
            method: 'POST',
            url: '/api/data_models/message',
            headers: bearer(token),
            payload: { Content: 'still here' },
          }),
          logIn(),
        ]);
        count(postStatuses, post.statusCode);
        count(loginStatuses, login.statusCode);
        for (const response of [post, login]) {
          if (response.statusCode === 503) {
            expect(response.headers['retry-after']).toBe('5');
            expect(response.json<{ error: string }>().error).toMatch(/database/);
          }
        }
      }
    };
    const workers = Array.from({ length: 6 }, load);

    // Only this test's connections: they carry its schema as their application_name.
    let terminated = 0;
    for (let round = 0; round < 30; round++) {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where application_name = $1 and pid <> pg_backend_pid()`,
        [t.databaseSchema],
      );
      terminated += rows.filter((row) => row.ended).length;
      const before = total(loginStatuses);
      // Let some logins run between the cuts.
      await expect.poll(() => total(loginStatuses)).toBeGreaterThanOrEqual(before + 3);
    }
    loading = false;
    await Promise.all(workers);

    expect(terminated).toBeGreaterThan(30);
    expect((postStatuses.get(503) ?? 0) + (loginStatuses.get(503) ?? 0)).toBeGreaterThan(0);
    // Never a 500. The right password either logs in or meets the database's 503: a login the
    // server failed is never a failed guess, so it never locks anyone (429).
    expect([...postStatuses.keys()].filter((status) => ![200, 503].includes(status))).toEqual([]);
    expect([...loginStatuses.keys()].filter((status) => ![200, 503].includes(status))).toEqual([]);
    // The pool makes new connections: the next requests succeed.
    const after = await app.inject({
      method: 'POST',
      url: '/api/data_models/message',
      headers: bearer(token),
      payload: { Content: 'after the cuts' },
    });
    expect(after.statusCode).toBe(200);
    // The same address and user log in at once: nothing the cuts left behind locks them.
    expect((await logIn()).statusCode).toBe(200);
    expect(await listLoginLocks(app.db, new Date())).toEqual([]);
  });

  it('answers 503 with Retry-After while the database is away, health says so, and 200 once back', async () => {
    ({ t, link } = await appThroughCuttableLink());

    const member = await t.createUser('User');
    const token = await t.login(member.username, member.password);
    const post = () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/data_models/message',
        headers: bearer(token),
        payload: { Content: 'through the link' },
      });
    const health = () => t!.app.inject({ method: 'GET', url: '/api/health' });
    expect((await post()).statusCode).toBe(200);

    link.cut();
    const during = await Promise.all([post(), post(), post()]);
    for (const response of during) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json()).toEqual({
        error: 'The database is not answering right now. Please try again in a few seconds.',
      });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: member.username, password: member.password },
    });
    expect(login.statusCode).toBe(503);
    await expect.poll(async () => (await health()).statusCode).toBe(503);
    expect((await health()).json()).toMatchObject({
      status: 'degraded',
      error: 'The database is not answering.',
    });

    link.restore();
    await expect.poll(async () => (await health()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
  });
  it("never counts a login it failed against a trusted browser's own budget", async () => {
    ({ t, link } = await appThroughCuttableLink());
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const schema = t.databaseSchema ?? '';
    const cutLink = link;
    const { statuses, after } = await deviceLoginsThroughFaults(t, {
      // Straight to PostgreSQL, around the link.
      counted: async () =>
        JSON.stringify(
          (
            await admin!.query(
              `select (select max(id) from ${pg.escapeIdentifier(schema)}.rate_limit_events) as event,
                      (select json_agg(d order by id) from ${pg.escapeIdentifier(schema)}.device_credentials d) as devices`,
            )
          ).rows,
        ),
      begin: () => cutLink.cut(),
      end: () => cutLink.restore(),
    });
    // Each fault is a 503, never a spent credential; the browser's budget is whole afterwards.
    expect(statuses.filter((status) => ![200, 503].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(
      DEVICE_ATTEMPT_BUDGET,
    );
    expect(after).toBe(200);
  });
});

describe('a SQLite file that cannot be written now', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 503 with Retry-After while another process holds the write lock, then 200', async () => {
    t = await buildTestApp('sqlite');
    const token = await t.tokenFor('User');
    const post = () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/data_models/message',
        headers: bearer(token),
        payload: { Content: 'waiting for the lock' },
      });
    // Another process (an operator's sqlite3 shell, a backup) holding the file's write lock.
    const other = new SQLite(path.join(t.config.dataDir, 'nook.sqlite'));
    try {
      other.exec('BEGIN EXCLUSIVE');
      const busy = await post();
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({
        error: 'The database is not answering right now. Please try again in a few seconds.',
      });
      other.exec('ROLLBACK');
    } finally {
      other.close();
    }
    expect((await post()).statusCode).toBe(200);
  });

  it('never counts a login it failed as a failed guess: the right password is never locked out', async () => {
    t = await buildTestApp('sqlite');
    const member = await t.createUser('User');
    const logIn = () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: member.username, password: member.password },
      });
    // Busy at once instead of after the busy timeout, so each fault costs no waiting.
    await sql`pragma busy_timeout = 0`.execute(t.app.db);
    const other = new SQLite(path.join(t.config.dataDir, 'nook.sqlite'));
    const lastEvent = () =>
      (other.prepare('select max(id) as id from rate_limit_events').get() as { id: number | null })
        .id ?? 0;
    const statuses: number[] = [];
    try {
      // Another process takes the write lock after an attempt was counted and before its verdict.
      for (
        let round = 0;
        round < 60 && statuses.filter((status) => status === 503).length < 8;
        round++
      ) {
        const before = lastEvent();
        let answered = false;
        const login = logIn().finally(() => {
          answered = true;
        });
        while (!answered && lastEvent() === before) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        const counted = !answered;
        if (counted) other.exec('BEGIN IMMEDIATE');
        const response = await login;
        if (counted) other.exec('ROLLBACK');
        statuses.push(response.statusCode);
        if (response.statusCode === 503) {
          expect(response.json<{ error: string }>().error).toMatch(/database/);
        }
      }
    } finally {
      other.close();
    }
    // The right password logged in or met the database away (503), never a lock (429)...
    expect(statuses.filter((status) => ![200, 503].includes(status))).toEqual([]);
    // ...and the write lock came between attempt and verdict often enough to show it.
    expect(statuses.filter((status) => status === 503)).toHaveLength(8);
    // The same address and user log in at once.
    expect((await logIn()).statusCode).toBe(200);
    expect(await listLoginLocks(t.app.db, new Date())).toEqual([]);
  });

  it("never counts a login it failed against a trusted browser's own budget", async () => {
    t = await buildTestApp('sqlite');
    await sql`pragma busy_timeout = 0`.execute(t.app.db);
    const other = new SQLite(path.join(t.config.dataDir, 'nook.sqlite'));
    try {
      const { statuses, after } = await deviceLoginsThroughFaults(t, {
        // Changes with every commit another connection makes.
        counted: () => Promise.resolve(String(other.pragma('data_version', { simple: true }))),
        begin: () => other.exec('BEGIN IMMEDIATE'),
        end: () => other.exec('ROLLBACK'),
      });
      // Each fault is a 503, never a spent credential; the browser's budget is whole afterwards.
      expect(statuses.filter((status) => ![200, 503].includes(status))).toEqual([]);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(
        DEVICE_ATTEMPT_BUDGET,
      );
      expect(after).toBe(200);
    } finally {
      other.close();
    }
  });
});
