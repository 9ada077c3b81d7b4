import { Migrator, type Kysely, type Migration } from 'kysely';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  migrations: Record<string, Migration>,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
}

/** Runs the migrations up to and including `name` (never down); throws as migrateToLatest does. */
export async function migrateUpTo<T>(
  db: Kysely<T>,
  migrations: Record<string, Migration>,
  name: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const executed = (await migrator.getMigrations())
    .filter((migration) => migration.executedAt !== undefined)
    .map((migration) => migration.name)
    .sort();
  const last = executed.at(-1);
  if (last !== undefined && last >= name) return;
  const { error, results } = await migrator.migrateTo(name);
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
}
