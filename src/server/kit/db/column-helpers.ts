import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from './connect';

/** Adds an auto-incrementing integer primary key `id` that behaves the same on both databases. */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
