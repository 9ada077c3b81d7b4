import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql, type ControlledTransaction, type Kysely } from 'kysely';
import tar from 'tar-stream';
import { allMigrations } from '../db/all-migrations';
import { createDatabase, isPostgres } from '../kit/db/connect';
import { migrateToLatest, migrateUpTo } from '../db/migrate';
import type { Config } from '../env';
import { createStorage } from '../kit/storage/create-storage';
import {
  assertValidObjectKey,
  type ObjectStorage,
  type StagedObject,
} from '../kit/storage/object-storage';
import { JsonStreamError, LineTooLongError, parseJsonStream, readLines } from './archive-streams';
import {
  databaseValue,
  formatBytes,
  listTables,
  MANIFEST_PART,
  ManifestSchema,
  MAX_ROW_LINE_BYTES,
  objectPartName,
  ObjectPartSchema,
  SILENT_PROGRESS,
  TABLE_PART_PREFIX,
  tablePartName,
  type ColumnShape,
  type ManifestHeader,
  type ObjectPart,
  type PortableDb,
  type PortableValue,
  type Progress,
  type TablePart,
  type TableShape,
} from './backup-format';

/** The archive cannot be trusted: a part fails its checksum, is missing, or the file is unreadable. */
export class DamagedArchiveError extends Error {
  override name = 'DamagedArchiveError';
}

/** The archive is whole, but something in it cannot go into a site: a row, a key, an object. */
export class InvalidArchiveError extends Error {
  override name = 'InvalidArchiveError';
}

/** The target holds a site already, and --force was not given. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

function damaged(reason: string): never {
  throw new DamagedArchiveError(`The archive is damaged: ${reason}`);
}

function invalid(reason: string): never {
  throw new InvalidArchiveError(`The archive cannot be restored: ${reason}`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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

interface ArchiveEntry {
  name: string;
  body: AsyncIterable<Buffer>;
}

function unreadable(file: string, error: unknown): DamagedArchiveError {
  if (error instanceof DamagedArchiveError) return error;
  return new DamagedArchiveError(
    `The archive is damaged: ${file} cannot be read (${messageOf(error)})`,
  );
}

/**
 * The archive's entries in order, each read as a stream: what the reader leaves of an entry is
 * skipped, and a file that cannot be read (cut short, not a tar) is a DamagedArchiveError.
 */
async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const gzip = await isGzipFile(file);
  const extract = tar.extract();
  const source = createReadStream(file);
  const feeding = gzip ? pipeline(source, createGunzip(), extract) : pipeline(source, extract);
  feeding.catch(() => undefined);
  try {
    for await (const entry of extract) {
      const body = (async function* () {
        try {
          for await (const chunk of entry as AsyncIterable<Buffer>) yield chunk;
        } catch (error) {
          throw unreadable(file, error);
        }
      })();
      yield { name: entry.header.name, body };
      entry.resume();
    }
    await feeding;
  } catch (error) {
    throw unreadable(file, error);
  } finally {
    source.destroy();
    extract.destroy();
  }
}

interface PartCheck {
  sha256: string;
  bytes: number;
}

/** Hashes (SHA-256) and counts a part's bytes as they pass to whoever reads them. */
class PartDigest {
  private readonly hash = createHash('sha256');
  private bytes = 0;

  constructor(private readonly onBytes: (bytes: number) => void = () => undefined) {}

  async *pass(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of body) {
      this.hash.update(chunk);
      this.bytes += chunk.length;
      this.onBytes(chunk.length);
      yield chunk;
    }
  }

  /** Reads what is left of the part. */
  async drain(body: AsyncIterable<Buffer>): Promise<void> {
    for await (const chunk of this.pass(body)) void chunk;
  }

  result(): PartCheck {
    return { sha256: this.hash.digest('hex'), bytes: this.bytes };
  }
}

function checkPart(name: string, expected: PartCheck | undefined, actual: PartCheck): void {
  if (!expected) damaged(`${name} is not in its manifest`);
  if (expected.sha256 !== actual.sha256 || expected.bytes !== actual.bytes) {
    damaged(`${name} fails its SHA-256 check`);
  }
}

/** Throws unless the key may name an object in any store. */
function checkObjectKey(key: string): void {
  try {
    assertValidObjectKey(key);
  } catch (error) {
    invalid(
      `it has an object key that is not allowed: ${JSON.stringify(key)} (${messageOf(error)})`,
    );
  }
}

/** One line of a table part as a row: a JSON object, or an InvalidArchiveError naming the line. */
function parseRowLine(part: string, line: number, text: string): Record<string, unknown> {
  let row: unknown;
  try {
    row = JSON.parse(text);
  } catch {
    row = undefined;
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    invalid(`${part} line ${line} is not a JSON object`);
  }
  return row as Record<string, unknown>;
}

/** Calls `visit` with each non-empty line of a table part and its number. */
async function forEachRowLine(
  part: string,
  body: AsyncIterable<Buffer>,
  visit: (text: string, line: number) => Promise<void> | void,
): Promise<void> {
  let line = 0;
  try {
    for await (const text of readLines(body, MAX_ROW_LINE_BYTES)) {
      line += 1;
      if (text !== '') await visit(text, line);
    }
  } catch (error) {
    if (error instanceof LineTooLongError) {
      invalid(`${part} line ${line + 1} is longer than ${formatBytes(error.maxBytes)}`);
    }
    throw error;
  }
}

/** An archive whose every part matched its manifest when it was read through. */
interface VerifiedArchive {
  manifest: ManifestHeader;
  /** By part name, in the manifest's order: parents before children. */
  tables: Map<string, TablePart>;
  /** By part name. */
  objects: Map<string, ObjectPart>;
}

/** Reads the manifest as a stream: its objects are checked and kept one by one. */
async function readManifest(
  body: AsyncIterable<Buffer>,
  objects: Map<string, ObjectPart>,
): Promise<unknown> {
  try {
    return await parseJsonStream(body, {
      streamKey: 'objects',
      onElement: (value, index) => {
        const object = ObjectPartSchema.safeParse(value);
        if (!object.success)
          damaged(`${MANIFEST_PART} lists an object ${index + 1} that is not one`);
        const { key, part } = object.data;
        checkObjectKey(key);
        if (part !== objectPartName(key)) {
          damaged(
            `${MANIFEST_PART} lists the object ${JSON.stringify(key)} under another part's name`,
          );
        }
        if (objects.has(part)) damaged(`${MANIFEST_PART} lists ${part} twice`);
        objects.set(part, object.data);
      },
    });
  } catch (error) {
    if (error instanceof JsonStreamError) {
      damaged(`${MANIFEST_PART} is not valid JSON (${error.message})`);
    }
    throw error;
  }
}

/**
 * Reads the whole archive once and checks it, touching nothing else: every part against the
 * manifest's SHA-256 and size, every object key, every table part's lines (each a JSON object, none
 * over MAX_ROW_LINE_BYTES). Parts are read as streams; nothing holds a whole part. Throws a
 * DamagedArchiveError or InvalidArchiveError naming the first problem.
 */
export async function verifyArchive(
  file: string,
  progress: Progress = SILENT_PROGRESS,
): Promise<VerifiedArchive> {
  const digests = new Map<string, PartCheck>();
  const objects = new Map<string, ObjectPart>();
  let header: unknown;
  let read = 0;
  const onBytes = (bytes: number) => {
    read += bytes;
    progress.update(`Verifying the archive: ${formatBytes(read)}`);
  };
  for await (const { name, body } of archiveEntries(file)) {
    if (name === MANIFEST_PART) {
      if (header !== undefined) damaged(`it has two ${MANIFEST_PART}`);
      header = (await readManifest(body, objects)) ?? null;
      continue;
    }
    if (digests.has(name)) damaged(`it has two parts named ${name}`);
    const digest = new PartDigest(onBytes);
    if (name.startsWith(TABLE_PART_PREFIX)) {
      await forEachRowLine(name, digest.pass(body), (text, line) => {
        parseRowLine(name, line, text);
      });
    } else {
      await digest.drain(body);
    }
    digests.set(name, digest.result());
  }
  if (header === undefined) {
    damaged(`it has no ${MANIFEST_PART} (not a Nook backup, or cut short)`);
  }
  const result = ManifestSchema.safeParse(header);
  if (!result.success) damaged(`${MANIFEST_PART} is not a Nook backup manifest`);
  const { objects: listed, ...manifest } = result.data;
  if (listed.length > 0 || manifest.objectCount !== objects.size) {
    damaged(`${MANIFEST_PART} counts ${manifest.objectCount} objects but lists ${objects.size}`);
  }
  const tables = new Map<string, TablePart>();
  for (const table of manifest.tables) {
    if (table.part !== tablePartName(table.name) || tables.has(table.part)) {
      damaged(`${MANIFEST_PART} lists the table ${table.name} under the part ${table.part}`);
    }
    tables.set(table.part, table);
  }
  for (const [name, digest] of digests) {
    checkPart(name, tables.get(name) ?? objects.get(name), digest);
  }
  for (const name of [...tables.keys(), ...objects.keys()]) {
    if (!digests.has(name)) damaged(`${name} is missing`);
  }
  return { manifest, tables, objects };
}

type ColumnKind = 'integer' | 'number' | 'boolean' | 'text' | 'bytes' | 'any';

/** What a column of the target takes: checked for every row before it is inserted. */
interface ColumnRule extends ColumnShape {
  kind: ColumnKind;
  nullable: boolean;
  /** For varchar(n) and char(n): the most characters it holds. */
  maxLength: number | undefined;
}

function columnKind(dataType: string): ColumnKind {
  if (/bool/i.test(dataType)) return 'boolean';
  if (/int|serial/i.test(dataType)) return 'integer';
  if (/char|text|clob/i.test(dataType)) return 'text';
  if (/real|float|double|numeric|decimal/i.test(dataType)) return 'number';
  if (/blob|bytea|binary/i.test(dataType)) return 'bytes';
  return 'any';
}

/** Every column of every table of the target, as rules for the archive's rows. */
async function columnRules(db: Kysely<PortableDb>): Promise<Map<string, Map<string, ColumnRule>>> {
  // SQLite names the length in the declared type; PostgreSQL's introspection leaves it out.
  const lengths = new Map<string, number>();
  if (isPostgres(db)) {
    const { rows } = await sql<{ table: string; column: string; length: number | null }>`
      select table_name as "table", column_name as "column", character_maximum_length as "length"
      from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const row of rows) {
      if (row.length !== null) lengths.set(`${row.table}.${row.column}`, Number(row.length));
    }
  }
  const rules = new Map<string, Map<string, ColumnRule>>();
  for (const table of await db.introspection.getTables()) {
    const columns = new Map<string, ColumnRule>();
    for (const column of table.columns) {
      const declared = /\((\d+)\)/.exec(column.dataType)?.[1];
      columns.set(column.name, {
        name: column.name,
        boolean: /bool/i.test(column.dataType),
        kind: columnKind(column.dataType),
        nullable: column.isNullable,
        maxLength:
          declared === undefined ? lengths.get(`${table.name}.${column.name}`) : Number(declared),
      });
    }
    rules.set(table.name, columns);
  }
  return rules;
}

function isPortableValue(value: unknown): value is PortableValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return (
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof (value as { base64?: unknown }).base64 === 'string'
  );
}

/** Why the value does not fit the column, or undefined when it does. */
function valueProblem(value: unknown, rule: ColumnRule): string | undefined {
  if (value === null) return rule.nullable ? undefined : 'must have a value';
  if (!isPortableValue(value)) return 'holds a value a backup cannot';
  switch (rule.kind) {
    case 'integer':
      return Number.isSafeInteger(value) ? undefined : 'must be a whole number';
    case 'number':
      return typeof value === 'number' ? undefined : 'must be a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'bytes':
      return typeof value === 'object' ? undefined : 'must be bytes';
    case 'text':
      if (typeof value !== 'string') return 'must be text';
      if (rule.maxLength !== undefined && value.length > rule.maxLength) {
        // varchar(n) counts characters; a string's length counts UTF-16 code units.
        if ([...value].length > rule.maxLength) {
          return `is longer than ${rule.maxLength} characters`;
        }
      }
      return undefined;
    case 'any':
      return undefined;
  }
}

const SEEDED_OBJECT_PREFIX = 'assets/';
const OBJECTS_TABLE = 'objects';
const FIRST_ADMIN_COMMENT = 'First administrator';
/** Tables a fresh server fills by itself, or that only follow from its users. */
const BOOKKEEPING_TABLES = new Set([
  'roles',
  'users',
  'objects',
  'sessions',
  'rate_limit_events',
  'idempotency_keys',
  'upload_reservations',
  'webauthn_challenges',
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

/** An object's bytes from the archive, held aside until the rows that index them commit. */
interface StagedEntry {
  staged: StagedObject;
  contentType: string;
  /** An objects row of the archive names these bytes. */
  indexed: boolean;
}

interface LoadContext {
  file: string;
  archive: VerifiedArchive;
  db: Kysely<PortableDb>;
  storage: ObjectStorage;
  tables: TableShape[];
  rules: Map<string, Map<string, ColumnRule>>;
  staged: Map<string, StagedEntry>;
  progress: Progress;
}

/** Opens the transaction that replaces the target's rows, and empties every table in it. */
async function beginReplacing(
  db: Kysely<PortableDb>,
  tables: TableShape[],
): Promise<ControlledTransaction<PortableDb>> {
  const trx = await db.startTransaction().execute();
  try {
    for (const table of [...tables].reverse()) await trx.deleteFrom(table.name).execute();
    if (!isPostgres(db) && (await sqliteHasSequences(trx))) {
      await sql`delete from sqlite_sequence`.execute(trx);
    }
    return trx;
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
}

/** Checks an objects row against the staged bytes it names. */
function checkObjectRow(row: Record<string, unknown>, staged: Map<string, StagedEntry>): void {
  const key = row['key'];
  if (typeof key !== 'string') invalid('an objects row has no key');
  checkObjectKey(key);
  const entry = staged.get(key);
  if (!entry) invalid(`the objects row of ${key} names bytes the archive does not hold`);
  if (entry.staged.etag !== row['etag'] || entry.staged.size !== row['size']) {
    invalid(`the objects row of ${key} names other bytes than the archive holds`);
  }
  entry.indexed = true;
}

/** Checks and inserts a table part's rows as they are read, in batches; returns how many. */
async function loadTable(
  trx: Kysely<PortableDb>,
  context: LoadContext,
  part: TablePart,
  body: AsyncIterable<Buffer>,
): Promise<number> {
  const rules = context.rules.get(part.name);
  if (!rules) invalid(`it has a table ${part.name} that this database lacks`);
  const postgres = isPostgres(trx);
  const columns = part.columns.map((name) => {
    const rule = rules.get(name);
    if (!rule) invalid(`it has a column ${part.name}.${name} that this database lacks`);
    return rule;
  });
  const listed = new Set(part.columns);
  const batchSize = Math.max(
    1,
    Math.min(1000, Math.floor(MAX_BOUND_VALUES / Math.max(1, columns.length))),
  );
  let batch: Record<string, unknown>[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch;
    batch = [];
    try {
      await trx.insertInto(part.name).values(values).execute();
    } catch (error) {
      invalid(`the rows of ${part.name} cannot be loaded: ${messageOf(error)}`);
    }
  };
  await forEachRowLine(part.part, body, async (text, line) => {
    const row = parseRowLine(part.part, line, text);
    const stray = Object.keys(row).find((name) => !listed.has(name));
    if (stray !== undefined)
      invalid(`${part.part} line ${line} has a column ${stray} its manifest does not list`);
    const record: Record<string, unknown> = {};
    for (const column of columns) {
      const value = row[column.name] ?? null;
      const problem = valueProblem(value, column);
      if (problem) invalid(`${part.part} line ${line}: ${column.name} ${problem}`);
      record[column.name] = databaseValue(value as PortableValue, column, postgres);
    }
    if (part.name === OBJECTS_TABLE) checkObjectRow(row, context.staged);
    batch.push(record);
    rows += 1;
    if (batch.length >= batchSize) await flush();
  });
  await flush();
  if (rows !== part.rows) damaged(`${part.part} has ${rows} rows, its manifest says ${part.rows}`);
  return rows;
}

/**
 * The second read: stages every object's bytes (beside the store, never under their keys) and
 * replaces every table's rows in one transaction, checking each part, row and object on the way.
 * Commits only when everything checked; otherwise rolls back, and the staged bytes are discarded
 * by the caller. Returns the number of rows restored.
 */
async function loadArchive(context: LoadContext): Promise<number> {
  const { archive, staged, progress } = context;
  let trx: ControlledTransaction<PortableDb> | undefined;
  const loadedTables = new Set<string>();
  let restoredRows = 0;
  try {
    for await (const { name, body } of archiveEntries(context.file)) {
      if (name === MANIFEST_PART) continue;
      const digest = new PartDigest();
      const object = archive.objects.get(name);
      if (object) {
        if (staged.has(object.key)) damaged(`it has two parts named ${name}`);
        const stagedObject = await context.storage.stage(digest.pass(body));
        staged.set(object.key, {
          staged: stagedObject,
          contentType: object.contentType,
          indexed: false,
        });
        checkPart(name, object, digest.result());
        progress.update(`Reading objects: ${staged.size}/${archive.objects.size}`);
        continue;
      }
      const part = archive.tables.get(name);
      if (!part) damaged(`${name} is not in its manifest`);
      if (loadedTables.has(name)) damaged(`it has two parts named ${name}`);
      loadedTables.add(name);
      progress.update(`Loading tables: ${part.name}`);
      trx ??= await beginReplacing(context.db, context.tables);
      restoredRows += await loadTable(trx, context, part, digest.pass(body));
      checkPart(name, part, digest.result());
    }
    for (const name of archive.tables.keys()) {
      if (!loadedTables.has(name)) damaged(`${name} is missing`);
    }
    if (staged.size !== archive.objects.size) damaged('some of its objects are missing');
    if ([...archive.tables.values()].some((table) => table.name === OBJECTS_TABLE)) {
      for (const [key, entry] of staged) {
        if (!entry.indexed) invalid(`it holds the bytes of ${key}, but no objects row names them`);
      }
    }
    trx ??= await beginReplacing(context.db, context.tables);
    if (isPostgres(context.db)) await resetSequences(trx);
    await trx.commit().execute();
    return restoredRows;
  } catch (error) {
    await trx
      ?.rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/**
 * After the rows commit: removes the target's own objects the archive does not have, then moves
 * every staged object under its key. A failure here cannot be undone (the rows are in); the error
 * says so, and running the restore again finishes it.
 */
async function placeObjects(
  storage: ObjectStorage,
  staged: Map<string, StagedEntry>,
  previousKeys: string[],
  progress: Progress,
): Promise<void> {
  const failures: string[] = [];
  for (const key of previousKeys) {
    if (staged.has(key)) continue;
    await storage
      .delete(key)
      .catch((error: unknown) => failures.push(`${key}: ${messageOf(error)}`));
  }
  let placed = 0;
  for (const [key, entry] of staged) {
    try {
      await entry.staged.commit(key, entry.contentType);
    } catch (error) {
      failures.push(`${key}: ${messageOf(error)}`);
    }
    placed += 1;
    progress.update(`Storing objects: ${placed}/${staged.size}`);
  }
  if (failures.length > 0) {
    const count = failures.length === 1 ? '1 object' : `${failures.length} objects`;
    throw new Error(
      `The rows are restored, but ${count} could not be stored or removed ` +
        `(${failures[0] ?? ''}): put that right and run the same restore again with --force to finish it`,
    );
  }
}

/** Local folders cannot hold an object `a` beside an object `a/b`; S3 can. */
function checkKeysFitFolders(keys: Set<string>): void {
  for (const key of keys) {
    for (let slash = key.indexOf('/'); slash !== -1; slash = key.indexOf('/', slash + 1)) {
      const parent = key.slice(0, slash);
      if (keys.has(parent)) {
        invalid(`it has the objects ${parent} and ${key}, which a folder cannot hold together`);
      }
    }
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
  manifest: ManifestHeader;
  rows: number;
  objects: number;
}

const NOTHING_CHANGED = '; nothing was changed';

/**
 * Loads an archive into the configured site. First it reads the archive through and checks every
 * part's checksum, every object key and every line; then it migrates the target to the archive's
 * schema and refuses a target that holds a site (unless `force`). Then it reads the archive again:
 * each object's bytes are staged beside the store and each row is checked and loaded, in one
 * transaction that replaces every table's rows. Only once that commits do the staged objects go
 * under their keys, so a restore that fails before leaves the target's rows and objects as they
 * were. Last it migrates on to this Nook's latest schema. Ids, password hashes and timestamps are
 * kept as they were.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const progress = options.progress ?? SILENT_PROGRESS;
  let archive: VerifiedArchive;
  try {
    archive = await verifyArchive(file, progress);
  } catch (error) {
    if (error instanceof Error) error.message += NOTHING_CHANGED;
    throw error;
  }
  const { manifest } = archive;
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
  const staged = new Map<string, StagedEntry>();
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
    if (storage.driver === 'local') {
      checkKeysFitFolders(new Set([...archive.objects.values()].map((object) => object.key)));
    }
    const previousKeys = byName.has(OBJECTS_TABLE)
      ? (await db.selectFrom(OBJECTS_TABLE).select('key').execute()).map((row) =>
          String(row['key']),
        )
      : [];
    const rules = await columnRules(db);

    let restoredRows: number;
    try {
      restoredRows = await loadArchive({
        file,
        archive,
        db,
        storage,
        tables: targetTables,
        rules,
        staged,
        progress,
      });
    } catch (error) {
      if (error instanceof Error) error.message += NOTHING_CHANGED;
      throw error;
    }
    await placeObjects(storage, staged, previousKeys, progress);
    await migrateToLatest(db, migrations);
    progress.done(
      `Restored ${restoredRows} rows in ${manifest.tables.length} tables and ${manifest.objectCount} objects`,
    );
    return { manifest, rows: restoredRows, objects: manifest.objectCount };
  } finally {
    for (const entry of staged.values()) await entry.staged.discard().catch(() => undefined);
    await db.destroy();
    await storage?.close();
  }
}

async function sqliteHasSequences(db: Kysely<PortableDb>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = 'sqlite_sequence'`.execute(db);
  return rows.length > 0;
}
