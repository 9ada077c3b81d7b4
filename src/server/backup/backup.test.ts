import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeOnPostgres,
  TEST_ADMIN,
  testDatabaseKinds,
  type TestDatabaseKind,
} from '#tests/test-app';
import { startS3rver } from '#tests/s3rver';
import { buildApp } from '../app';
import { hashPassword, NO_PASSWORD_HASH } from '../kit/auth/passwords';
import { hashToken } from '../kit/auth/tokens';
import { insertUser } from '../kit/auth/users.repository';
import { createDatabase } from '../kit/db/connect';
import { parseEnv, type Config } from '../env';
import { createStorage } from '../kit/storage/create-storage';
import { storeObject } from '../kit/storage/object-store';
import { listObjects, setUploadsPublic } from '../kit/storage/objects.repository';
import {
  listTables,
  readTableRows,
  type Manifest,
  type PortableDb,
  type PortableRow,
} from './backup-format';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

let workDir: string;
let s3: Awaited<ReturnType<typeof startS3rver>>;
const BUCKETS = ['nook-a', 'nook-b', 'nook-c', 'nook-d', 'nook-e', 'nook-f'];
let nextBucket = 0;
const sites: Site[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'nook-backup-test-'));
  s3 = await startS3rver(path.join(workDir, 's3'), BUCKETS);
});

afterAll(async () => {
  for (const site of sites) await site.drop();
  await s3.stop();
  await rm(workDir, { recursive: true, force: true });
});

interface Site {
  config: Config;
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/** A fresh, empty site: SQLite or PostgreSQL, local objects or an s3rver bucket of its own. */
async function createSite(kind: TestDatabaseKind, store: 'local' | 's3'): Promise<Site> {
  const database = await createTestDatabase(kind);
  const env: Record<string, string> = {
    DATA_DIR: database.dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'silent',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  };
  if (store === 's3') {
    const bucket = BUCKETS[nextBucket++];
    if (!bucket) throw new Error('no s3rver bucket left');
    Object.assign(env, {
      S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  }
  const site = { config: parseEnv(env), env, drop: database.drop };
  sites.push(site);
  return site;
}

const MEMBER = { username: 'grandma', password: 'the old password of grandma' };
/** An invitation not yet used, for a person without a password: it must still work after a move. */
const INVITATION_TOKEN = 'Invitation-token-that-outlives-a-restore-12';

/** A started server's content plus a member, messages, a login session and uploads. */
async function populate(site: Site): Promise<void> {
  const app = await buildApp(site.config, { logger: false, webRoot: null });
  try {
    const now = new Date('2025-03-04T05:06:07.089Z');
    const memberId = await insertUser(
      app.db,
      {
        username: MEMBER.username,
        email: 'grandma@example.com',
        passwordHash: await hashPassword(MEMBER.password),
        roleName: 'Family',
        comment: 'Knits, "quotes" and ünïcode ✓',
      },
      now,
    );
    const db = app.db as unknown as Kysely<PortableDb>;
    await db
      .insertInto('message')
      .values(
        Array.from({ length: 250 }, (_, index) => ({
          content: `Message ${index}: line one\nline two, tab\t, emoji 🍲, quote "`,
          sent_at: new Date(now.getTime() + index * 1000).toISOString(),
          sender_id: memberId,
        })),
      )
      .execute();
    // A gap in the ids: a restore must keep ids, not renumber them.
    await db.deleteFrom('message').where('id', 'in', [3, 4, 5]).execute();
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: MEMBER });
    expect(login.statusCode).toBe(200);
    const invitedId = await insertUser(
      app.db,
      {
        username: 'cousin',
        email: 'cousin@example.com',
        passwordHash: NO_PASSWORD_HASH,
        roleName: 'User',
      },
      now,
    );
    await app.db
      .insertInto('account_links')
      .values([
        {
          user_id: invitedId,
          purpose: 'invitation',
          token_hash: hashToken(INVITATION_TOKEN),
          created_by: 1,
          created_at: now.toISOString(),
          expires_at: '2999-01-01T00:00:00.000Z',
          used_at: null,
          revoked_at: null,
        },
        {
          user_id: memberId,
          purpose: 'reset',
          token_hash: hashToken('a reset link that was used'),
          created_by: null,
          created_at: now.toISOString(),
          expires_at: now.toISOString(),
          used_at: now.toISOString(),
          revoked_at: null,
        },
      ])
      .execute();
    const photo = await storeObject(app, {
      key: `uploads/${memberId}/photo.bin`,
      body: randomBytes(1536 * 1024),
      contentType: 'image/png',
      ownerId: memberId,
    });
    // Marked public by an Admin: a boolean column, 1 on SQLite and true on PostgreSQL.
    await setUploadsPublic(app.db, photo.etag, photo.key, true);
    await storeObject(app, {
      key: `uploads/${memberId}/every-byte.bin`,
      body: Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
      contentType: 'application/octet-stream',
      ownerId: memberId,
    });
  } finally {
    await app.close();
  }
}

interface SiteContent {
  tables: Record<string, string[]>;
  objects: Record<string, Buffer>;
}

/** Every row of every table (sorted, as JSON) and every indexed object's bytes. */
async function readSite(site: Site): Promise<SiteContent> {
  const db = (await createDatabase(site.config)) as unknown as Kysely<PortableDb>;
  const storage = await createStorage({ dataDir: site.config.dataDir, s3: site.config.s3 });
  try {
    const tables: Record<string, string[]> = {};
    let objectRows: PortableRow[] = [];
    for (const table of await listTables(db)) {
      const rows = await readTableRows(db, table);
      if (table.name === 'objects') objectRows = rows;
      tables[table.name] = rows.map((row) => JSON.stringify(row)).sort();
    }
    const objects: Record<string, Buffer> = {};
    for (const row of objectRows) {
      const key = row['key'];
      if (typeof key !== 'string') throw new Error('an objects row without a key');
      const stored = await storage.get(key);
      if (!stored) throw new Error(`${key} has a row but no bytes`);
      objects[key] = stored.body;
    }
    return { tables, objects };
  } finally {
    await db.destroy();
    await storage.close();
  }
}

function expectSameContent(actual: SiteContent, expected: SiteContent): void {
  expect(Object.keys(actual.tables).sort()).toEqual(Object.keys(expected.tables).sort());
  for (const [name, rows] of Object.entries(expected.tables)) {
    expect(actual.tables[name], name).toEqual(rows);
  }
  expect(Object.keys(actual.objects).sort()).toEqual(Object.keys(expected.objects).sort());
  for (const [key, body] of Object.entries(expected.objects)) {
    expect(actual.objects[key]?.equals(body), key).toBe(true);
  }
  expect(expected.tables['message']?.length).toBe(247);
  expect(expected.tables['account_links']?.length).toBe(2);
  expect(Object.keys(expected.objects).length).toBeGreaterThan(2);
  const flags = (expected.tables['objects'] ?? []).map(
    (row) => (JSON.parse(row) as PortableRow)['public'],
  );
  expect(new Set(flags)).toEqual(new Set([true, false]));
}

/** The restored site serves: the member logs in with the old password, new rows get new ids. */
async function expectServes(site: Site): Promise<void> {
  const app = await buildApp(site.config, { logger: false, webRoot: null });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: MEMBER });
    expect(login.statusCode).toBe(200);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: MEMBER.username, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    const invitation = await app.inject({
      method: 'GET',
      url: `/api/account-links/${INVITATION_TOKEN}`,
    });
    expect(invitation.statusCode, invitation.body).toBe(200);
    // The upload marked public is served to anyone still; the other only to its uploader.
    const uploads = (await listObjects(app.db)).filter((record) => record.owner_id !== null);
    for (const record of uploads) {
      const fetched = await app.inject({ method: 'GET', url: `/api/fetch-object/${record.etag}` });
      expect(fetched.statusCode, record.key).toBe(record.key.endsWith('/photo.bin') ? 200 : 404);
    }
    expect(uploads.map((record) => record.public).sort()).toEqual([false, true]);
    const db = app.db as unknown as Kysely<PortableDb>;
    const { id } = await db
      .insertInto('message')
      .values({ content: 'after the move', sent_at: new Date().toISOString(), sender_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(251);
  } finally {
    await app.close();
  }
}

async function roundTrip(
  from: [TestDatabaseKind, 'local' | 's3'],
  to: [TestDatabaseKind, 'local' | 's3'],
  archiveName: string,
) {
  const source = await createSite(...from);
  await populate(source);
  const before = await readSite(source);
  const archive = path.join(workDir, archiveName);
  const backup = await createBackup(source.config, archive);
  expect(backup.manifest.objectCount).toBe(Object.keys(before.objects).length);
  expect(backup.manifest.tables.find((table) => table.name === 'message')?.rows).toBe(247);

  const target = await createSite(...to);
  await restoreBackup(target.config, archive);
  expectSameContent(await readSite(target), before);
  await expectServes(target);
}

/** Runs a command-line entry point from the sources, as a separate process. */
async function runEntryPoint(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, stdout, stderr };
}

describe('backup and restore', () => {
  it('round-trips SQLite and local objects into a fresh SQLite site, row for row and byte for byte', async () => {
    await roundTrip(['sqlite', 'local'], ['sqlite', 'local'], 'sqlite-to-sqlite.tar.gz');
  });

  it('replaces the first Admin a started target generated for itself', async () => {
    const source = await createSite('sqlite', 'local');
    await populate(source);
    const before = await readSite(source);
    const archive = path.join(workDir, 'into-started.tar');
    await createBackup(source.config, archive);

    const target = await createSite('sqlite', 'local');
    // A started server: migrated, a generated Admin, the seeded assets.
    const started = await buildApp(
      parseEnv({ ...target.env, ADMIN_USERNAME: 'someone-else', ADMIN_PASSWORD: '' }),
      { logger: false, webRoot: null, announce: () => undefined },
    );
    await started.close();
    await restoreBackup(target.config, archive);
    const after = await readSite(target);
    expectSameContent(after, before);
    expect(after.tables['users']?.some((row) => row.includes('someone-else'))).toBe(false);
  });

  it('refuses a target that holds a site unless forced, and replaces it when forced', async () => {
    const source = await createSite('sqlite', 'local');
    await populate(source);
    const archive = path.join(workDir, 'refused.tar');
    await createBackup(source.config, archive);

    const target = await createSite('sqlite', 'local');
    const app = await buildApp(target.config, { logger: false, webRoot: null });
    const ownId = await insertUser(
      app.db,
      {
        username: 'target-user',
        email: 'target@example.com',
        passwordHash: await hashPassword('target password'),
        roleName: 'User',
      },
      new Date(),
    );
    await storeObject(app, {
      key: `uploads/${ownId}/target-only.bin`,
      body: Buffer.from('only on the target'),
      contentType: 'application/octet-stream',
      ownerId: ownId,
    });
    await app.close();
    const targetBefore = await readSite(target);

    await expect(restoreBackup(target.config, archive)).rejects.toThrow(
      /The target is not empty \(it has 2 users\).*--force/,
    );
    expect(await readSite(target)).toEqual(targetBefore);

    await restoreBackup(target.config, archive, { force: true });
    expectSameContent(await readSite(target), await readSite(source));
    const storage = await createStorage({ dataDir: target.config.dataDir, s3: undefined });
    expect(await storage.get(`uploads/${ownId}/target-only.bin`)).toBeNull();
    await storage.close();
  });

  it('refuses a damaged archive, naming the part that fails its checksum, and leaves the target untouched', async () => {
    const source = await createSite('sqlite', 'local');
    await populate(source);
    const archive = path.join(workDir, 'damaged.tar');
    await createBackup(source.config, archive);
    const bytes = await readFile(archive);
    const marker = bytes.indexOf('Message 100: line one');
    expect(marker).toBeGreaterThan(0);
    bytes[marker + 8] = '7'.charCodeAt(0);
    await writeFile(archive, bytes);

    const target = await createSite('sqlite', 'local');
    const { code, stderr } = await runEntryPoint(
      'src/server/restore.ts',
      [archive, '--force'],
      target.env,
    );
    expect(code).toBe(1);
    expect(stderr).toContain(
      'The archive is damaged: tables/message.ndjson fails its SHA-256 check',
    );
    // Not even migrated: the database file was never made.
    expect(existsSync(path.join(target.config.dataDir, 'nook.sqlite'))).toBe(false);
  });
});

describe('a restore whose objects cannot all be stored after its rows commit', () => {
  it('says the rows are in and what to do, stores the rest, and finishes when run again', async () => {
    const source = await createSite('sqlite', 'local');
    await populate(source);
    const archive = path.join(workDir, 'blocked-object.tar');
    await createBackup(source.config, archive);
    const sourceContent = await readSite(source);

    // A folder where one object's file must go: the local store cannot put the object there.
    const target = await createSite('sqlite', 'local');
    const blocker = path.join(target.config.dataDir, 'objects/uploads/2/photo.bin');
    await mkdir(blocker, { recursive: true });
    await writeFile(path.join(blocker, 'stray'), 'in the way');

    await expect(restoreBackup(target.config, archive)).rejects.toThrow(
      /^The rows are restored, but 1 object could not be stored or removed \(uploads\/2\/photo\.bin: .*\): put that right and run the same restore again with --force to finish it$/,
    );
    const storage = await createStorage({ dataDir: target.config.dataDir, s3: undefined });
    try {
      expect(await storage.get('uploads/2/photo.bin')).toBeNull();
      const everyByte = await storage.get('uploads/2/every-byte.bin');
      expect(
        everyByte?.body.equals(
          sourceContent.objects['uploads/2/every-byte.bin'] ?? Buffer.alloc(0),
        ),
      ).toBe(true);
    } finally {
      await storage.close();
    }
    expect(await tempFiles(target)).toEqual([]);

    await rm(blocker, { recursive: true });
    await restoreBackup(target.config, archive, { force: true });
    expectSameContent(await readSite(target), sourceContent);
  });
});

describe.each(testDatabaseKinds())('a backup taken while the site is written to (%s)', (kind) => {
  it('restores exactly the writes acknowledged before it began, and no half of a write', async () => {
    const source = await createSite(kind, 'local');
    await populate(source);
    const app = await buildApp(source.config, { logger: false, webRoot: null });
    const db = app.db as unknown as Kysely<PortableDb>;
    // Each write is two messages in one transaction: a backup must hold both or neither.
    const acknowledged: { pair: number; at: number }[] = [];
    let stop = false;
    let backupStarted = Number.POSITIVE_INFINITY;
    let writtenDuringBackup = 0;
    const writer = (async () => {
      for (let pair = 0; !stop; pair += 1) {
        await db.transaction().execute(async (trx) => {
          for (const half of ['first', 'second']) {
            await trx
              .insertInto('message')
              .values({
                content: `pair ${pair} ${half}`,
                sent_at: new Date().toISOString(),
                sender_id: 1,
              })
              .execute();
          }
        });
        const at = performance.now();
        acknowledged.push({ pair, at });
        if (at > backupStarted) writtenDuringBackup += 1;
        // better-sqlite3 answers synchronously: let the rest of the process (timers, the child's
        // pipes) run between writes.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      await expect.poll(() => acknowledged.length).toBeGreaterThan(20);
      const archive = path.join(workDir, `while-writing-${kind}.tar.gz`);
      backupStarted = performance.now();
      const acknowledgedBefore = acknowledged.map((write) => write.pair);
      const backup = await runEntryPoint('src/server/backup.ts', [archive], source.env);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up \d+ rows in \d+ tables and 9 objects/);
      // The writer kept going while the backup ran.
      expect(writtenDuringBackup).toBeGreaterThan(0);
      stop = true;
      await writer;

      const target = await createSite('sqlite', 'local');
      const restore = await runEntryPoint('src/server/restore.ts', [archive], target.env);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      const restored = await readSite(target);
      const halves = new Map<number, string[]>();
      for (const json of restored.tables['message'] ?? []) {
        const match = /"content":"pair (\d+) (first|second)"/.exec(json);
        if (!match) continue;
        const pair = Number(match[1]);
        halves.set(pair, [...(halves.get(pair) ?? []), match[2] ?? '']);
      }
      for (const pair of acknowledgedBefore) expect(halves.get(pair), `pair ${pair}`).toBeDefined();
      for (const [pair, seen] of halves)
        expect(seen.sort(), `pair ${pair}`).toEqual(['first', 'second']);
      const attempted = acknowledged.length + 1;
      expect([...halves.keys()].every((pair) => pair < attempted)).toBe(true);
    } finally {
      stop = true;
      await writer;
      await app.close();
    }
  });
});

describeOnPostgres('backup and restore across databases and object stores', () => {
  it('moves a SQLite and local site to PostgreSQL and S3, row for row and byte for byte', async () => {
    await roundTrip(['sqlite', 'local'], ['postgres', 's3'], 'sqlite-to-postgres.tar.gz');
  });

  it('moves a PostgreSQL and S3 site back to SQLite and local objects', async () => {
    await roundTrip(['postgres', 's3'], ['sqlite', 'local'], 'postgres-to-sqlite.tgz');
  });
});

interface ArchivePart {
  name: string;
  body: Buffer;
}

/** Every entry of a plain tar, in order. */
async function readParts(file: string): Promise<ArchivePart[]> {
  const extract = tar.extract();
  const parts: ArchivePart[] = [];
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        parts.push({ name: header.name, body: Buffer.concat(chunks) });
        next();
      });
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  extract.end(await readFile(file));
  await done;
  return parts;
}

async function writeParts(file: string, parts: ArchivePart[]): Promise<void> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = once(pack, 'end');
  for (const part of parts) pack.entry({ name: part.name }, part.body);
  pack.finalize();
  await ended;
  await writeFile(file, Buffer.concat(chunks));
}

interface Doctoring {
  /** Changes the parts and the manifest in place. */
  edit: (parts: ArchivePart[], manifest: Manifest) => void;
  /** Sets the manifest's sizes and SHA-256 digests to the changed parts', as a forger would. */
  resign: boolean;
  /** Keeps only this share of the archive's bytes, as a copy cut short would. */
  keep?: number;
}

/** A copy of a real archive, altered as `doctoring` says. */
async function doctorArchive(source: string, file: string, doctoring: Doctoring): Promise<void> {
  const parts = await readParts(source);
  const manifestPart = parts.find((part) => part.name === 'manifest.json');
  if (!manifestPart) throw new Error('no manifest');
  const manifest = JSON.parse(manifestPart.body.toString('utf8')) as Manifest;
  doctoring.edit(parts, manifest);
  if (doctoring.resign) {
    for (const entry of [...manifest.tables, ...manifest.objects]) {
      const part = parts.find((candidate) => candidate.name === entry.part);
      if (!part) continue;
      entry.bytes = part.body.length;
      entry.sha256 = createHash('sha256').update(part.body).digest('hex');
    }
  }
  manifestPart.body = Buffer.from(JSON.stringify(manifest, null, 2));
  await writeParts(file, parts);
  if (doctoring.keep !== undefined) {
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length * doctoring.keep)));
  }
}

function partNamed(parts: ArchivePart[], name: string): ArchivePart {
  const part = parts.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`no part ${name}`);
  return part;
}

/** Rewrites one table part's rows. */
function editRows(
  parts: ArchivePart[],
  table: string,
  edit: (rows: Record<string, unknown>[]) => void,
): void {
  const part = partNamed(parts, `tables/${table}.ndjson`);
  const rows = part.body
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  edit(rows);
  part.body = Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

/**
 * An upload gets another key, and its bytes move to the end of the archive's objects: a restore
 * that stored objects as it read them would have replaced the other upload's bytes by then.
 */
function rekeyUpload(key: string): Doctoring['edit'] {
  return (parts, manifest) => {
    const oldKey = 'uploads/2/every-byte.bin';
    const object = manifest.objects.find((candidate) => candidate.key === oldKey);
    if (!object) throw new Error(`no object ${oldKey}`);
    object.key = key;
    const part = partNamed(parts, object.part);
    parts.splice(parts.indexOf(part), 1);
    parts.splice(parts.indexOf(partNamed(parts, 'objects/uploads/2/photo.bin')) + 1, 0, part);
    editRows(parts, 'objects', (rows) => {
      const row = rows.find((candidate) => candidate['key'] === oldKey);
      if (!row) throw new Error(`no objects row for ${oldKey}`);
      row['key'] = key;
    });
  };
}

const DOCTORINGS: [string, Doctoring & { error: RegExp }][] = [
  [
    'a row whose value has the wrong type',
    {
      edit: (parts) =>
        editRows(parts, 'users', (rows) => {
          const row = rows.find((candidate) => candidate['username'] === MEMBER.username);
          if (row) row['comment'] = 42;
        }),
      resign: true,
      error: /tables\/users\.ndjson line 2: comment must be text/,
    },
  ],
  [
    'a boolean that is not one',
    {
      edit: (parts) =>
        editRows(parts, 'objects', (rows) => {
          const row = rows.at(-1);
          if (row) row['public'] = 'yes';
        }),
      resign: true,
      error: /tables\/objects\.ndjson line \d+: public must be true or false/,
    },
  ],
  [
    'a row that leaves out a required value',
    {
      edit: (parts) =>
        editRows(parts, 'message', (rows) => {
          const row = rows.at(-1);
          if (row) row['content'] = null;
        }),
      resign: true,
      error: /tables\/message\.ndjson line 247: content must have a value/,
    },
  ],
  [
    'a row whose foreign key points nowhere',
    {
      edit: (parts) =>
        editRows(parts, 'message', (rows) => {
          const row = rows.at(-1);
          if (row) row['sender_id'] = 999;
        }),
      resign: true,
      error: /The rows of message cannot be loaded: .*foreign key/i,
    },
  ],
  [
    'an object key that climbs out of its folder',
    {
      edit: rekeyUpload('uploads/../../escaped.bin'),
      resign: true,
      error: /has an object key that is not allowed: "uploads\/\.\.\/\.\.\/escaped\.bin"/,
    },
  ],
  [
    'an absolute object key',
    {
      edit: rekeyUpload('/etc/escaped.bin'),
      resign: true,
      error: /has an object key that is not allowed: "\/etc\/escaped\.bin"/,
    },
  ],
  [
    'an object key with a backslash',
    {
      edit: rekeyUpload('uploads\\2\\escaped.bin'),
      resign: true,
      error: /has an object key that is not allowed: "uploads\\\\2\\\\escaped\.bin"/,
    },
  ],
  [
    'an object key with a NUL',
    {
      edit: rekeyUpload('uploads/2/escaped\u0000.bin'),
      resign: true,
      error: /has an object key that is not allowed: "uploads\/2\/escaped\\u0000\.bin"/,
    },
  ],
  [
    "an object whose bytes fail the manifest's checksum",
    {
      edit: (parts) => {
        const part = partNamed(parts, 'objects/uploads/2/photo.bin');
        part.body = Buffer.from(part.body);
        part.body[100] = (part.body[100] ?? 0) ^ 0xff;
      },
      resign: false,
      error: /The archive is damaged: objects\/uploads\/2\/photo\.bin fails its SHA-256 check/,
    },
  ],
  [
    'an object whose bytes are not the ones its row names',
    {
      edit: (parts) => {
        const part = partNamed(parts, 'objects/uploads/2/photo.bin');
        part.body = Buffer.from(part.body);
        part.body[100] = (part.body[100] ?? 0) ^ 0xff;
      },
      resign: true,
      error: /the objects row of uploads\/2\/photo\.bin names other bytes than the archive holds/,
    },
  ],
  [
    'an NDJSON line longer than a row may be',
    {
      edit: (parts) =>
        editRows(parts, 'message', (rows) => {
          const row = rows.at(-1);
          if (row) row['content'] = 'x'.repeat(9 * 1024 * 1024);
        }),
      resign: true,
      error: /tables\/message\.ndjson line 247 is longer than 8\.0 MiB/,
    },
  ],
  [
    'an NDJSON line that is not JSON',
    {
      edit: (parts) => {
        const part = partNamed(parts, 'tables/message.ndjson');
        part.body = Buffer.concat([part.body, Buffer.from('{"id": 9999, "content": \n')]);
      },
      resign: true,
      error: /tables\/message\.ndjson line 248 is not a JSON object/,
    },
  ],
  [
    'an archive cut short',
    {
      edit: () => undefined,
      resign: false,
      keep: 0.95,
      error:
        /The archive is damaged: .*doctored-.*-an-archive-cut-short\.tar cannot be read \(Unexpected end of data\)/,
    },
  ],
];

/** Every stored object's key and bytes' hash, listed from the storage itself. */
async function storedObjects(site: Site): Promise<Record<string, string>> {
  const storage = await createStorage({ dataDir: site.config.dataDir, s3: site.config.s3 });
  try {
    const listed: Record<string, string> = {};
    for (const info of await storage.list()) {
      const stored = await storage.get(info.key);
      if (!stored) throw new Error(`${info.key} is listed but unreadable`);
      listed[info.key] = createHash('sha256').update(stored.body).digest('hex');
    }
    return listed;
  } finally {
    await storage.close();
  }
}

/** Files left in the data directory's temporary folder. */
async function tempFiles(site: Site): Promise<string[]> {
  try {
    return await readdir(path.join(site.config.dataDir, 'tmp'));
  } catch {
    return [];
  }
}

describe.each(
  testDatabaseKinds().flatMap((kind) =>
    (['local', 's3'] as const).map((store) => [kind, store] as const),
  ),
)('a forced restore of a doctored archive onto a site (%s, %s objects)', (kind, store) => {
  let source: Site;
  let archive: string;
  let target: Site;
  let targetOnlyKey: string;
  let before: SiteContent;
  let beforeStored: Record<string, string>;

  beforeAll(async () => {
    source = await createSite('sqlite', 'local');
    await populate(source);
    archive = path.join(workDir, `doctor-source-${kind}-${store}.tar`);
    await createBackup(source.config, archive);

    // The target holds a site of its own: the same keys with other bytes, and one of its own.
    target = await createSite(kind, store);
    await populate(target);
    const app = await buildApp(target.config, { logger: false, webRoot: null });
    try {
      targetOnlyKey = 'uploads/2/only-on-the-target.bin';
      await storeObject(app, {
        key: targetOnlyKey,
        body: Buffer.from('only on the target'),
        contentType: 'application/octet-stream',
        ownerId: 2,
      });
    } finally {
      await app.close();
    }
    before = await readSite(target);
    beforeStored = await storedObjects(target);
    expect(Object.keys(before.objects)).toContain(targetOnlyKey);
    expect(before.objects['uploads/2/photo.bin']).toBeDefined();
  });

  it.each(DOCTORINGS)(
    'fails on %s and leaves every row and every byte as it was',
    async (name, doctoring) => {
      const doctored = path.join(
        workDir,
        `doctored-${kind}-${store}-${name.replace(/\W+/g, '-')}.tar`,
      );
      await doctorArchive(archive, doctored, doctoring);
      await expect(restoreBackup(target.config, doctored, { force: true })).rejects.toThrow(
        doctoring.error,
      );
      const after = await readSite(target);
      expect(after.tables).toEqual(before.tables);
      expect(Object.keys(after.objects).sort()).toEqual(Object.keys(before.objects).sort());
      for (const [key, body] of Object.entries(before.objects)) {
        expect(after.objects[key]?.equals(body), key).toBe(true);
      }
      // Nothing was added beside the indexed objects either, and nothing staged is left over.
      expect(await storedObjects(target)).toEqual(beforeStored);
      expect(await tempFiles(target)).toEqual([]);
    },
  );

  it('fails from the command line with the reason and exit code 1, changing nothing', async () => {
    const doctored = path.join(workDir, `doctored-cli-${kind}-${store}.tar`);
    const [, foreignKey] = DOCTORINGS[3] ?? [];
    if (!foreignKey) throw new Error('no foreign key doctoring');
    await doctorArchive(archive, doctored, foreignKey);
    const { code, stderr } = await runEntryPoint(
      'src/server/restore.ts',
      [doctored, '--force'],
      target.env,
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(foreignKey.error);
    expect(stderr).toMatch(/nothing was changed/i);
    expect((await readSite(target)).tables).toEqual(before.tables);
    expect(await storedObjects(target)).toEqual(beforeStored);
  });

  it('then restores the whole archive, replacing the site and removing its own objects', async () => {
    await restoreBackup(target.config, archive, { force: true });
    expectSameContent(await readSite(target), await readSite(source));
    const stored = await storedObjects(target);
    expect(stored[targetOnlyKey]).toBeUndefined();
    expect(Object.keys(stored).sort()).toEqual(
      Object.keys((await readSite(source)).objects).sort(),
    );
    expect(await tempFiles(target)).toEqual([]);
  });
});
