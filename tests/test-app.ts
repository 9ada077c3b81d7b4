import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/server/app';
import { hashPassword } from '../src/server/kit/auth/passwords';
import { insertSession } from '../src/server/kit/auth/sessions.repository';
import { generateToken, hashToken } from '../src/server/kit/auth/tokens';
import { insertUser } from '../src/server/kit/auth/users.repository';
import { parseEnv, type Config } from '../src/server/env';

export type TestDatabaseKind = 'sqlite' | 'postgres';

export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' } as const;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env['TEST_DATABASE_URL'] ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A suite that only makes sense on PostgreSQL: it runs when TEST_DATABASE_URL is set (CI sets it)
 * and is reported as skipped without it, so `npm test` passes on a machine with no PostgreSQL.
 */
export const describeOnPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

/** The migrated SQLite file the test run's global setup made, if it made one. */
function sqliteTemplate(): string | undefined {
  try {
    return inject('sqliteTemplate');
  } catch {
    // Outside a Vitest worker (the benchmarks start test servers too): migrate from scratch.
    return undefined;
  }
}

export interface TestDatabase {
  databaseUrl: string | undefined;
  /** The PostgreSQL schema, also its connections' application_name; undefined on SQLite. */
  schema?: string;
  dataDir: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database: a SQLite file in a temp dir, or a new PostgreSQL schema dropped afterwards.
 * Empty, unless `fromTemplate` asks for SQLite already migrated with the test Admin in it (when the
 * run made that template).
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { fromTemplate?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-test-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    const template = options.fromTemplate ? sqliteTemplate() : undefined;
    if (template) await copyFile(template, path.join(dataDir, 'nook.sqlite'));
    return { databaseUrl: undefined, dataDir, drop: removeDir };
  }

  const baseUrl = process.env['TEST_DATABASE_URL'];
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `nook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const separator = baseUrl.includes('?') ? '&' : '?';
  return {
    // Named after its schema, so a test may end its own connections and no one else's.
    databaseUrl: `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}&application_name=${schema}`,
    schema,
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
      await removeDir();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** On PostgreSQL, the test's schema and the application_name of its connections. */
  databaseSchema: string | undefined;
  /** Creates an active user with the role and returns its credentials and id. */
  createUser: (
    role: string,
    username?: string,
  ) => Promise<{ id: number; username: string; password: string }>;
  /** Logs in through the real endpoint and returns the bearer token. */
  login: (username: string, password: string) => Promise<string>;
  /** A new user of the role, logged in: its bearer token. */
  tokenFor: (role: string) => Promise<string>;
  /** Changes a user's role straight in the database, as an operator's SQL would: no session ends. */
  setRoleInDatabase: (userId: number, role: string) => Promise<void>;
  /** A session for an existing user, made directly in the database (no password hashing). */
  issueToken: (userId: number, state?: 'valid' | 'expired' | 'revoked') => Promise<string>;
  close: () => Promise<void>;
}

let userCounter = 0;

/** The real server (buildApp) on a fresh database, for `app.inject()` tests. */
export async function buildTestApp(
  kind: TestDatabaseKind = 'sqlite',
  options: {
    env?: Record<string, string>;
    build?: BuildOptions;
    /** Reaches the PostgreSQL database another way (through a proxy the test controls). */
    rewriteDatabaseUrl?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const env = options.env ?? {};
  // The template holds the test Admin in the default data directory.
  const fromTemplate = !('DATA_DIR' in env || 'ADMIN_USERNAME' in env || 'ADMIN_PASSWORD' in env);
  const database = await createTestDatabase(kind, { fromTemplate });
  const rewrite = options.rewriteDatabaseUrl ?? ((url: string) => url);
  const config = parseEnv({
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: rewrite(database.databaseUrl) } : {}),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    GIT_COMMIT: '0123456789abcdef0123456789abcdef01234567',
    LOG_LEVEL: 'silent',
    ...env,
  });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { logger: false, webRoot: null, ...options.build });
  } catch (error) {
    // A failed start leaves no schema or directory behind in the shared cluster.
    await database.drop();
    throw error;
  }

  const login = async (username: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
    });
    if (response.statusCode !== 200) {
      throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    }
    return response.json<{ data: { token: string } }>().data.token;
  };

  const createUser = async (role: string, username?: string) => {
    userCounter += 1;
    const name = username ?? `${role.toLowerCase()}${userCounter}`;
    const password = `password-${name}-${userCounter}`;
    const id = await insertUser(
      app.db,
      {
        username: name,
        email: `${name}@example.com`,
        passwordHash: await hashPassword(password),
        roleName: role,
      },
      new Date(),
    );
    return { id, username: name, password };
  };

  return {
    app,
    config,
    databaseSchema: database.schema,
    createUser,
    login,
    setRoleInDatabase: async (userId, role) => {
      const { id } = await app.db
        .selectFrom('roles')
        .select('id')
        .where('role_name', '=', role)
        .executeTakeFirstOrThrow();
      await app.db.updateTable('users').set({ role_id: id }).where('id', '=', userId).execute();
    },
    tokenFor: async (role) => {
      const user = await createUser(role);
      return login(user.username, user.password);
    },
    issueToken: async (userId, state = 'valid') => {
      const token = generateToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + (state === 'expired' ? -1000 : 3_600_000));
      await insertSession(app.db, { tokenHash: hashToken(token), userId, expiresAt }, now);
      if (state === 'revoked') {
        await app.db
          .updateTable('sessions')
          .set({ revoked_at: now.toISOString() })
          .where('token_hash', '=', hashToken(token))
          .execute();
      }
      return token;
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Another instance of the server on the same database and storage, as a second process behind a load balancer would be: close it when done. */
export function buildSecondInstance(t: TestApp): Promise<FastifyInstance> {
  return buildApp(t.config, { logger: false, webRoot: null });
}

/** `Authorization` header for a bearer token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** GET /api/session with the token as bearer: 200 while it opens a session, 401 when it does not. */
export function sessionOf(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
}
