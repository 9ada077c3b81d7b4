import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

const KYSELY_TABLES = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

/**
 * Lists the tables of the current schema only (the first on the search path). Kysely's own
 * PostgreSQL introspector reads every schema of the database, which has two consequences for an
 * installation that shares a database: the migrator takes another schema's bookkeeping tables for
 * its own and skips creating them, and a neighbouring schema dropped during the scan fails it.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`
      select nspname as name from pg_catalog.pg_namespace order by nspname`.execute(this.#db);
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows: tables } = await sql<{ name: string; schema: string; type: string }>`
      select table_name as name, table_schema as schema, table_type as type
      from information_schema.tables
      where table_schema = current_schema()
      order by table_name`.execute(this.#db);
    const { rows: columns } = await sql<{
      table: string;
      name: string;
      type: string;
      nullable: string;
      default: string | null;
      identity: string;
      comment: string | null;
    }>`
      select c.table_name as table, c.column_name as name, c.data_type as type,
        c.is_nullable as nullable, c.column_default as default, c.is_identity as identity,
        col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) as comment
      from information_schema.columns c
      where c.table_schema = current_schema()
      order by c.table_name, c.ordinal_position`.execute(this.#db);
    return tables
      .filter((table) => options.withInternalKyselyTables || !KYSELY_TABLES.has(table.name))
      .map((table) => ({
        name: table.name,
        schema: table.schema,
        isView: table.type === 'VIEW',
        columns: columns
          .filter((column) => column.table === table.name)
          .map((column): ColumnMetadata => ({
            name: column.name,
            dataType: column.type,
            isNullable: column.nullable === 'YES',
            hasDefaultValue: column.default !== null || column.identity === 'YES',
            isAutoIncrementing:
              column.identity === 'YES' || (column.default?.startsWith('nextval(') ?? false),
            ...(column.comment ? { comment: column.comment } : {}),
          })),
      }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the schema Nook works in. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
