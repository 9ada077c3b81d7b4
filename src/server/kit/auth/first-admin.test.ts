import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { parseEnv } from '#server/env';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '#tests/test-app';

describe.each(testDatabaseKinds())('first Admin on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  async function start(env: Record<string, string>, announced: string[]) {
    database ??= await createTestDatabase(kind);
    return buildApp(
      parseEnv({
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        ...env,
      }),
      { logger: false, webRoot: null, announce: (line) => announced.push(line) },
    );
  }

  const login = (app: Awaited<ReturnType<typeof start>>, username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  it('creates the Admin from ADMIN_USERNAME and ADMIN_PASSWORD without announcing it', async () => {
    const announced: string[] = [];
    const app = await start(
      { ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: 'a long passphrase' },
      announced,
    );
    const response = await login(app, 'keeper', 'a long passphrase');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { role: string } }>().data.role).toBe('Admin');
    expect(announced).toEqual([]);
    await app.close();
  });

  it('generates a strong password, prints it once, and keeps it on the next start', async () => {
    const announced: string[] = [];
    const first = await start({}, announced);
    expect(announced).toHaveLength(1);
    const match = /Username: (\S+)\s+Password: (\S+)/.exec(announced[0] ?? '');
    expect(match).not.toBeNull();
    const [, username = '', password = ''] = match ?? [];
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await login(first, username, password)).statusCode).toBe(200);
    await first.close();

    const second = await start({ ADMIN_PASSWORD: 'a different password' }, announced);
    expect(announced).toHaveLength(1);
    expect((await login(second, username, password)).statusCode).toBe(200);
    expect((await login(second, username, 'a different password')).statusCode).toBe(401);
    await second.close();
  });
});
