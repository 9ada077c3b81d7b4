import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod/mini';
import { isPostgres } from '../kit/db/connect';

/** Any table, as the backup sees it: names and values only, whatever the app's types say. */
export type PortableDb = Record<string, Record<string, unknown>>;

/** A value as the archive stores it: JSON that reads back the same into SQLite and PostgreSQL. */
export type PortableValue = string | number | boolean | null | { base64: string };

export type PortableRow = Record<string, PortableValue>;

export const MANIFEST_PART = 'manifest.json';
export const ARCHIVE_FORMAT = 'nook-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

const Sha256Schema = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hex digest'));

export const TablePartSchema = z.object({
  name: z.string().check(z.minLength(1)),
  part: z.string(),
  rows: z.number(),
  bytes: z.number(),
  sha256: Sha256Schema,
  columns: z.array(z.string()),
});
export type TablePart = z.infer<typeof TablePartSchema>;

export const ObjectPartSchema = z.object({
  key: z.string().check(z.minLength(1)),
  part: z.string(),
  bytes: z.number(),
  contentType: z.string(),
  sha256: Sha256Schema,
});
export type ObjectPart = z.infer<typeof ObjectPartSchema>;

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  nookVersion: z.string(),
  /** The name of the last migration the source had run. */
  schemaVersion: z.string(),
  createdAt: z.string(),
  source: z.object({ database: z.enum(['sqlite', 'postgres']), storage: z.enum(['local', 's3']) }),
  /** In an order that inserts parents before the rows that refer to them. */
  tables: z.array(TablePartSchema),
  objectCount: z.number(),
  objects: z.array(ObjectPartSchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The manifest without its list of objects, which a restore reads one entry at a time. */
export type ManifestHeader = Omit<Manifest, 'objects'>;

/** The longest line a table part may have: far more than any row, far less than memory. */
export const MAX_ROW_LINE_BYTES = 8 * 1024 * 1024;

export const TABLE_PART_PREFIX = 'tables/';

export function tablePartName(table: string): string {
  return `${TABLE_PART_PREFIX}${table}.ndjson`;
}

export function objectPartName(key: string): string {
  return `objects/${key}`;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Gzip by extension when writing; by the file's first bytes when reading. */
export function isGzipName(file: string): boolean {
  return /\.(tar\.gz|tgz)$/i.test(file);
}

export interface ColumnShape {
  name: string;
  /** Stored as 0/1 on SQLite, true/false on PostgreSQL; the archive says true/false. */
  boolean: boolean;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
}

/**
 * Every table of the database (not Kysely's bookkeeping, not views), parents before the tables
 * whose foreign keys point at them, so inserting in this order (and deleting in reverse) never
 * breaks a reference.
 */
export async function listTables(db: Kysely<PortableDb>): Promise<TableShape[]> {
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView)
    .map((table) => ({
      name: table.name,
      columns: table.columns.map((column) => ({
        name: column.name,
        boolean: /bool/i.test(column.dataType),
      })),
    }));
  const parents = await foreignKeyParents(db, tables);
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const byName = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (ordered.length < byName.length) {
    const ready = byName.find(
      (table) =>
        !placed.has(table.name) &&
        [...(parents.get(table.name) ?? [])].every((parent) => placed.has(parent)),
    );
    // A cycle of references: take the rest in name order (SQLite and PostgreSQL have none here).
    const next = ready ?? byName.find((table) => !placed.has(table.name));
    if (!next) break;
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

async function foreignKeyParents(
  db: Kysely<PortableDb>,
  tables: TableShape[],
): Promise<Map<string, Set<string>>> {
  const names = new Set(tables.map((table) => table.name));
  const edges: { child: string; parent: string }[] = [];
  if (isPostgres(db)) {
    const { rows } = await sql<{ child: string; parent: string }>`
      select child.relname as child, parent.relname as parent
      from pg_catalog.pg_constraint c
      join pg_catalog.pg_class child on child.oid = c.conrelid
      join pg_catalog.pg_class parent on parent.oid = c.confrelid
      join pg_catalog.pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
    edges.push(...rows);
  } else {
    for (const child of names) {
      const { rows } = await sql<{ parent: string }>`
        select "table" as parent from pragma_foreign_key_list(${child})`.execute(db);
      edges.push(...rows.map((row) => ({ child, parent: row.parent })));
    }
  }
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of edges) {
    if (child === parent || !names.has(parent)) continue;
    const set = parents.get(child) ?? new Set<string>();
    set.add(parent);
    parents.set(child, set);
  }
  return parents;
}

/** A value read from either database, as the archive keeps it. */
export function portableValue(value: unknown, column: ColumnShape): PortableValue {
  if (value === null || value === undefined) return null;
  if (column.boolean) return value === true || value === 1 || value === '1' || value === 't';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (Buffer.isBuffer(value)) return { base64: value.toString('base64') };
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    return value;
  }
  throw new Error(`${column.name}: cannot keep a value of type ${typeof value} in a backup`);
}

/** A value from the archive, as the target database takes it. */
export function databaseValue(
  value: PortableValue,
  column: ColumnShape,
  postgres: boolean,
): unknown {
  if (value === null) return null;
  if (typeof value === 'object') return Buffer.from(value.base64, 'base64');
  // better-sqlite3 binds no booleans.
  if (column.boolean && !postgres) return value === true ? 1 : 0;
  return value;
}

/** A row read from either database, as one line of a table part. */
export function portableRow(row: Record<string, unknown>, table: TableShape): PortableRow {
  const portable: PortableRow = {};
  for (const column of table.columns)
    portable[column.name] = portableValue(row[column.name], column);
  return portable;
}

/** Every row of the table in the archive's form, ordered by its columns (for stable output). */
export async function readTableRows(
  db: Kysely<PortableDb>,
  table: TableShape,
): Promise<PortableRow[]> {
  let query = db.selectFrom(table.name).selectAll();
  for (const column of table.columns) query = query.orderBy(sql.ref(column.name));
  const rows = await query.execute();
  return rows.map((row) => portableRow(row, table));
}

/** How a backup or a restore reports where it is: on a terminal only. */
export interface Progress {
  update: (line: string) => void;
  done: (line: string) => void;
}

export function terminalProgress(stream: NodeJS.WriteStream = process.stdout): Progress {
  if (!stream.isTTY) return { update: () => undefined, done: () => undefined };
  let last = 0;
  return {
    update(line) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      stream.write(`\r\x1b[K${line}`);
    },
    done(line) {
      stream.write(`\r\x1b[K${line}\n`);
    },
  };
}

export const SILENT_PROGRESS: Progress = { update: () => undefined, done: () => undefined };

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
