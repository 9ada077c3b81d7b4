import { type ColumnType, type RawBuilder, sql } from 'kysely';

/**
 * A boolean as both databases take it: a SQL literal, since better-sqlite3 binds no booleans (it
 * throws on `true`). Only ever `true` or `false`, so nothing from a request reaches the SQL text.
 */
export type SqlBoolean = RawBuilder<boolean>;

/**
 * The type of a `boolean` column (made with the schema builder's `'boolean'`): read back as
 * true/false on PostgreSQL and as 1/0 on SQLite, which has no booleans; written only through
 * `booleanValue`, so a bare `true` that SQLite would refuse does not typecheck.
 */
export type BooleanColumn = ColumnType<boolean | number, SqlBoolean, SqlBoolean>;

/** A boolean to write into a `BooleanColumn`, or to compare it with, on either database. */
export function booleanValue(value: boolean): SqlBoolean {
  return sql.lit(value);
}

/** A `BooleanColumn`'s value as a boolean, whichever database read it (SQLite answers 0 or 1). */
export function readBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}
