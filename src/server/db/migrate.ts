import { Migrator, PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The schema PostgreSQL creates tables in (the first on the search path), or undefined on SQLite.
 * Kysely looks for its own bookkeeping tables in every schema unless it is told which one: another
 * Nook (or any Kysely app) in a neighbouring schema of the same database would otherwise make it
 * skip creating them here.
 */
async function currentSchema<T>(db: Kysely<T>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check the search_path');
  return schema;
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  migrations: Record<string, Migration>,
): Promise<void> {
  const schema = await currentSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
}
