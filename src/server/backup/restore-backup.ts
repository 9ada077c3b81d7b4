import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import tar from 'tar-stream';
import { allMigrations } from '../app';
import { createDatabase, isPostgres } from '../db/connect';
import { migrateToLatest, migrateUpTo } from '../db/migrate';
import type { Config } from '../env';
import { createStorage } from '../storage/create-storage';
import type { ObjectStorage } from '../storage/object-storage';
import {
  databaseValue,
  formatBytes,
  listTables,
  MANIFEST_PART,
  ManifestSchema,
  SILENT_PROGRESS,
  type Manifest,
  type PortableDb,
  type PortableRow,
  type Progress,
  type TableShape,
} from './backup-format';

/** The archive cannot be trusted: a part fails its checksum, is missing, or the file is unreadable. */
export class DamagedArchiveError extends Error {
  override name = 'DamagedArchiveError';
}

/** The target holds a site already, and --force was not given. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

async function isGzipFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    const { bytesRead } = await handle.read(magic, 0, 2, 0);
    return bytesRead === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** Calls `visit` with each entry of the archive in order; the entry must be read to its end. */
async function forEachEntry(
  file: string,
  visit: (name: string, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const gzip = await isGzipFile(file);
  const extract = tar.extract();
  const source = createReadStream(file);
  const feeding = gzip ? pipeline(source, createGunzip(), extract) : pipeline(source, extract);
  feeding.catch(() => undefined);
  try {
    for await (const entry of extract) {
      await visit(entry.header.name, entry as AsyncIterable<Buffer>);
      // Whatever the visitor left unread.
      entry.resume();
    }
    await feeding;
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DamagedArchiveError(`The archive ${file} cannot be read: ${reason}`);
  }
}

async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

interface PartCheck {
  sha256: string;
  bytes: number;
}

function expectedParts(manifest: Manifest): Map<string, PartCheck> {
  const parts = new Map<string, PartCheck>();
  for (const table of manifest.tables) parts.set(table.part, table);
  for (const object of manifest.objects) parts.set(object.part, object);
  return parts;
}

function checkPart(name: string, expected: PartCheck | undefined, sha256: string, bytes: number) {
  if (!expected)
    throw new DamagedArchiveError(`The archive is damaged: ${name} is not in its manifest`);
  if (expected.sha256 !== sha256 || expected.bytes !== bytes) {
    throw new DamagedArchiveError(`The archive is damaged: ${name} fails its SHA-256 check`);
  }
}

/**
 * Reads the whole archive once and checks every part against the manifest's SHA-256 and size,
 * touching nothing else. Returns the manifest; throws a DamagedArchiveError naming the first part
 * that fails.
 */
export async function verifyArchive(
  file: string,
  progress: Progress = SILENT_PROGRESS,
): Promise<Manifest> {
  const digests = new Map<string, PartCheck>();
  let manifestBody: Buffer | undefined;
  let read = 0;
  await forEachEntry(file, async (name, body) => {
    if (name === MANIFEST_PART) {
      manifestBody = await readAll(body);
      return;
    }
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of body) {
      hash.update(chunk);
      bytes += chunk.length;
      read += chunk.length;
      progress.update(`Verifying the archive: ${formatBytes(read)}`);
    }
    digests.set(name, { sha256: hash.digest('hex'), bytes });
  });
  if (!manifestBody) {
    throw new DamagedArchiveError(
      `The archive is damaged: it has no ${MANIFEST_PART} (not a Nook backup, or cut short)`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestBody.toString('utf8'));
  } catch {
    throw new DamagedArchiveError(`The archive is damaged: ${MANIFEST_PART} is not valid JSON`);
  }
  const result = ManifestSchema.safeParse(parsed);
  if (!result.success) {
    throw new DamagedArchiveError(
      `The archive is damaged: ${MANIFEST_PART} is not a Nook backup manifest`,
    );
  }
  const manifest = result.data;
  const expected = expectedParts(manifest);
  for (const [name, digest] of digests)
    checkPart(name, expected.get(name), digest.sha256, digest.bytes);
  for (const name of expected.keys()) {
    if (!digests.has(name))
      throw new DamagedArchiveError(`The archive is damaged: ${name} is missing`);
  }
  return manifest;
}

const SEEDED_OBJECT_PREFIX = 'assets/';
const FIRST_ADMIN_COMMENT = 'First administrator';
/** Tables a fresh server fills by itself, or that only follow from its users. */
const BOOKKEEPING_TABLES = new Set([
  'roles',
  'users',
  'objects',
  'sessions',
  'rate_limit_events',
  'idempotency_keys',
]);

/**
 * Why the target holds a site already, or undefined when it is as a fresh server leaves it: the
 * seeded roles, at most the generated first Admin (and its sessions), the seeded assets.
 */
async function whyNotEmpty(
  db: Kysely<PortableDb>,
  tables: TableShape[],
): Promise<string | undefined> {
  const names = new Set(tables.map((table) => table.name));
  if (names.has('users')) {
    const users = await db.selectFrom('users').select(['comment']).execute();
    const ownUsers = users.filter((user) => user.comment !== FIRST_ADMIN_COMMENT).length;
    if (users.length > 1 || ownUsers > 0) return `it has ${users.length} users`;
  }
  if (names.has('objects')) {
    const { count } = await db
      .selectFrom('objects')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('key', 'not like', `${SEEDED_OBJECT_PREFIX}%`)
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return `it has ${Number(count)} uploaded objects`;
  }
  for (const table of tables) {
    if (BOOKKEEPING_TABLES.has(table.name)) continue;
    const { count } = await db
      .selectFrom(table.name)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return `its table ${table.name} has ${Number(count)} rows`;
  }
  return undefined;
}

/** SQLite and PostgreSQL both take this many bound values in one statement, with room to spare. */
const MAX_BOUND_VALUES = 30_000;

async function insertRows(
  trx: Kysely<PortableDb>,
  table: TableShape,
  columns: string[],
  rows: PortableRow[],
  postgres: boolean,
): Promise<void> {
  const shapes = columns.map(
    (name) => table.columns.find((column) => column.name === name) ?? { name, boolean: false },
  );
  const batch = Math.max(
    1,
    Math.min(1000, Math.floor(MAX_BOUND_VALUES / Math.max(1, columns.length))),
  );
  for (let start = 0; start < rows.length; start += batch) {
    const values = rows.slice(start, start + batch).map((row) => {
      const record: Record<string, unknown> = {};
      for (const column of shapes) {
        record[column.name] = databaseValue(row[column.name] ?? null, column, postgres);
      }
      return record;
    });
    await trx.insertInto(table.name).values(values).execute();
  }
}

/** Identity and serial columns continue after the largest restored id (PostgreSQL). */
async function resetSequences(trx: Kysely<PortableDb>): Promise<void> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema()
      and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(trx);
  for (const { table, column } of rows) {
    const quoted = `"${table.replaceAll('"', '""')}"`;
    await sql`
      select setval(pg_get_serial_sequence(${quoted}, ${column}),
        coalesce(max(${sql.ref(column)}), 0) + 1, false)
      from ${sql.table(table)}`.execute(trx);
  }
}

export interface RestoreOptions {
  /** Empty a target that holds a site already, instead of refusing it. */
  force?: boolean;
  progress?: Progress;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  objects: number;
}

/**
 * Loads an archive into the configured site: checks every part's checksum first, then migrates the
 * target to the archive's schema, refuses a target that holds a site (unless `force`), stores the
 * objects, replaces every table's rows in one transaction and migrates on to this Nook's latest
 * schema. Ids, password hashes and timestamps are kept as they were.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const progress = options.progress ?? SILENT_PROGRESS;
  const manifest = await verifyArchive(file, progress);
  const migrations = allMigrations();
  const known = Object.keys(migrations).sort();
  if (!known.includes(manifest.schemaVersion)) {
    throw new Error(
      `The archive's schema (${manifest.schemaVersion}) is not one this Nook knows ` +
        `(its latest is ${known.at(-1) ?? 'none'}): restore it with the Nook that made it, or a newer one`,
    );
  }

  const db = (await createDatabase(config)) as unknown as Kysely<PortableDb>;
  let storage: ObjectStorage | undefined;
  try {
    storage = await createStorage({ dataDir: config.dataDir, s3: config.s3 });
    await migrateUpTo(db, migrations, manifest.schemaVersion);
    const targetTables = await listTables(db);
    const byName = new Map(targetTables.map((table) => [table.name, table]));
    for (const part of manifest.tables) {
      const table = byName.get(part.name);
      if (!table) throw new Error(`The archive has a table ${part.name} that this database lacks`);
      const missing = part.columns.find(
        (column) => !table.columns.some((known) => known.name === column),
      );
      if (missing) {
        throw new Error(
          `The archive has a column ${part.name}.${missing} that this database lacks`,
        );
      }
    }
    if (!options.force) {
      const reason = await whyNotEmpty(db, targetTables);
      if (reason) {
        throw new TargetNotEmptyError(
          `The target is not empty (${reason}): restore into an empty site, or add --force to replace its contents`,
        );
      }
    }
    const previousKeys = byName.has('objects')
      ? (await db.selectFrom('objects').select('key').execute()).map((row) => String(row['key']))
      : [];

    // Second read: store the objects, keep the rows; every part is checked again as it is read.
    const expected = expectedParts(manifest);
    const objectsByPart = new Map(manifest.objects.map((object) => [object.part, object]));
    const tablesByPart = new Map(manifest.tables.map((table) => [table.part, table]));
    const rowsByTable = new Map<string, PortableRow[]>();
    let storedObjects = 0;
    const target = storage;
    await forEachEntry(file, async (name, body) => {
      if (name === MANIFEST_PART) return;
      const bytes = await readAll(body);
      checkPart(
        name,
        expected.get(name),
        createHash('sha256').update(bytes).digest('hex'),
        bytes.length,
      );
      const object = objectsByPart.get(name);
      if (object) {
        storedObjects += 1;
        progress.update(`Restoring objects: ${storedObjects}/${manifest.objectCount}`);
        await target.put(object.key, bytes, object.contentType);
        return;
      }
      const table = tablesByPart.get(name);
      if (table) {
        const text = bytes.toString('utf8');
        const rows = text
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as PortableRow);
        rowsByTable.set(table.name, rows);
      }
    });

    const postgres = isPostgres(db);
    let restoredRows = 0;
    await db.transaction().execute(async (trx) => {
      for (const table of [...targetTables].reverse()) {
        await trx.deleteFrom(table.name).execute();
      }
      if (!postgres && (await sqliteHasSequences(trx))) {
        await sql`delete from sqlite_sequence`.execute(trx);
      }
      for (const part of manifest.tables) {
        progress.update(`Loading tables: ${part.name}`);
        const table = byName.get(part.name);
        const rows = rowsByTable.get(part.name) ?? [];
        if (table) await insertRows(trx, table, part.columns, rows, postgres);
        restoredRows += rows.length;
      }
      if (postgres) await resetSequences(trx);
    });

    // The target's own objects that the archive does not have: their rows are gone, now the bytes.
    const restoredKeys = new Set(manifest.objects.map((object) => object.key));
    for (const key of previousKeys) {
      if (!restoredKeys.has(key)) await storage.delete(key);
    }
    await migrateToLatest(db, migrations);
    progress.done(
      `Restored ${restoredRows} rows in ${manifest.tables.length} tables and ${manifest.objectCount} objects`,
    );
    return { manifest, rows: restoredRows, objects: manifest.objectCount };
  } finally {
    await db.destroy();
    await storage?.close();
  }
}

async function sqliteHasSequences(db: Kysely<PortableDb>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = 'sqlite_sequence'`.execute(db);
  return rows.length > 0;
}
