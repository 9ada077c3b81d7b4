import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { DEFAULT_MIGRATION_TABLE, sql, type Kysely } from 'kysely';
import tar from 'tar-stream';
import packageJson from '#package.json';
import { createDatabase, isPostgres } from '../kit/db/connect';
import type { Config } from '../env';
import { md5Hex } from '../kit/storage/object-storage';
import { createStorage } from '../kit/storage/create-storage';
import type { ObjectStorage } from '../kit/storage/object-storage';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  formatBytes,
  isGzipName,
  listTables,
  MANIFEST_PART,
  objectPartName,
  readTableRows,
  sha256Hex,
  SILENT_PROGRESS,
  tablePartName,
  type Manifest,
  type ObjectPart,
  type PortableDb,
  type PortableRow,
  type Progress,
  type TablePart,
  type TableShape,
} from './backup-format';

export interface BackupSummary {
  file: string;
  manifest: Manifest;
  /** Size of the archive on disk. */
  bytes: number;
  /** Objects indexed in the snapshot whose bytes were deleted before they could be read. */
  skippedObjects: string[];
}

const OBJECTS_TABLE = 'objects';

/** The name of the last migration the database has run: the archive's schema version. */
export async function schemaVersionOf(db: Kysely<PortableDb>): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name desc limit 1`.execute(db);
  const name = rows[0]?.name;
  if (!name) throw new Error('The database has no migrations: there is nothing to back up');
  return name;
}

interface Snapshot {
  schemaVersion: string;
  tables: { shape: TableShape; rows: PortableRow[] }[];
}

/**
 * Every table's rows as of one moment: one read transaction on SQLite (WAL gives it a fixed view
 * while the server keeps writing), one repeatable-read, read-only transaction on PostgreSQL.
 */
async function readSnapshot(db: Kysely<PortableDb>, progress: Progress): Promise<Snapshot> {
  const read = async (trx: Kysely<PortableDb>): Promise<Snapshot> => {
    const schemaVersion = await schemaVersionOf(trx);
    const shapes = await listTables(trx);
    const tables = [];
    for (const [index, shape] of shapes.entries()) {
      progress.update(`Reading tables: ${index + 1}/${shapes.length} (${shape.name})`);
      tables.push({ shape, rows: await readTableRows(trx, shape) });
    }
    return { schemaVersion, tables };
  };
  if (isPostgres(db)) {
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(read);
  }
  return db.transaction().execute(read);
}

function textOf(value: unknown): string {
  if (typeof value !== 'string') throw new Error('An objects row has no text key');
  return value;
}

function ndjson(rows: PortableRow[]): Buffer {
  return Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}

/** Adds one entry to the tar from a buffer. */
function addEntry(pack: tar.Pack, name: string, body: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: body.length, mtime }, body, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/**
 * Writes one archive of the configured site (database and object storage): every table's rows as
 * NDJSON, every indexed object's bytes, and a manifest with counts and SHA-256 digests. The archive
 * is written beside `file` and renamed into place once complete.
 */
export async function createBackup(
  config: Config,
  file: string,
  progress: Progress = SILENT_PROGRESS,
): Promise<BackupSummary> {
  const startedAt = new Date();
  const db = (await createDatabase(config)) as unknown as Kysely<PortableDb>;
  let dbOpen = true;
  const closeDb = async () => {
    if (!dbOpen) return;
    dbOpen = false;
    await db.destroy();
  };
  let storage: ObjectStorage | undefined;
  const target = path.resolve(file);
  const workDir = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}-`));
  try {
    storage = await createStorage({ dataDir: config.dataDir, s3: config.s3 });
    const snapshot = await readSnapshot(db, progress);
    // The connection is not needed while the bytes are copied.
    await closeDb();

    const partial = path.join(workDir, 'archive');
    const pack = tar.pack();
    const output = createWriteStream(partial);
    const written = isGzipName(target)
      ? pipeline(pack, createGzip({ level: 6 }), output)
      : pipeline(pack, output);
    const skippedObjects: string[] = [];
    const objects: ObjectPart[] = [];
    const tables: TablePart[] = [];
    try {
      const objectsTable = snapshot.tables.find((table) => table.shape.name === OBJECTS_TABLE);
      const objectRows = objectsTable?.rows ?? [];
      let copied = 0;
      for (const [index, row] of objectRows.entries()) {
        const key = textOf(row['key']);
        progress.update(
          `Copying objects: ${index + 1}/${objectRows.length} (${formatBytes(copied)})`,
        );
        const stored = await storage.get(key);
        if (!stored) {
          // Deleted after the snapshot (rows go before bytes): the backup leaves it out.
          skippedObjects.push(key);
          continue;
        }
        if (md5Hex(stored.body) !== row['etag']) {
          throw new Error(`The object ${key} changed while the backup ran; run the backup again`);
        }
        const part = objectPartName(key);
        await addEntry(pack, part, stored.body, startedAt);
        copied += stored.body.length;
        objects.push({
          key,
          part,
          bytes: stored.body.length,
          contentType:
            typeof row['content_type'] === 'string' ? row['content_type'] : stored.contentType,
          sha256: sha256Hex(stored.body),
        });
      }
      if (objectsTable && skippedObjects.length > 0) {
        const skipped = new Set(skippedObjects);
        objectsTable.rows = objectsTable.rows.filter((row) => !skipped.has(textOf(row['key'])));
      }
      for (const { shape, rows } of snapshot.tables) {
        progress.update(`Writing tables: ${shape.name}`);
        const body = ndjson(rows);
        const part = tablePartName(shape.name);
        await addEntry(pack, part, body, startedAt);
        tables.push({
          name: shape.name,
          part,
          rows: rows.length,
          bytes: body.length,
          sha256: sha256Hex(body),
          columns: shape.columns.map((column) => column.name),
        });
      }
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        nookVersion: packageJson.version,
        schemaVersion: snapshot.schemaVersion,
        createdAt: startedAt.toISOString(),
        source: {
          database: config.databaseUrl ? 'postgres' : 'sqlite',
          storage: storage.driver,
        },
        tables,
        objectCount: objects.length,
        objects,
      };
      await addEntry(
        pack,
        MANIFEST_PART,
        Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
        startedAt,
      );
      pack.finalize();
      await written;
      await syncFile(partial);
      await rename(partial, target);
      const { size } = await stat(target);
      return { file: target, manifest, bytes: size, skippedObjects };
    } catch (error) {
      pack.destroy(error instanceof Error ? error : new Error(String(error)));
      await written.catch(() => undefined);
      throw error;
    }
  } finally {
    await closeDb();
    await storage?.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
