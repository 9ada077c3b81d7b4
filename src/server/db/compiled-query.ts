import type { Compilable, CompiledQuery } from 'kysely';
import { isPostgres, type Database } from './connect';
import { keepPrepared } from './prepared-statements';

/** Stands in for a value while a query is compiled; replaced by the real value on each run. */
class Placeholder {
  constructor(readonly name: string) {}
}

interface Compiled {
  query: CompiledQuery;
  /** For each parameter of the SQL, the name of the value that fills it, or a constant. */
  slots: readonly unknown[];
}

/**
 * A query built and compiled to SQL once per database, then run with new values: hot paths skip
 * Kysely's builder and compiler on every request. `build` receives stand-ins for the values (typed
 * as the real ones) and must use each only as a value, never to decide the query's shape; queries
 * of different shapes are separate compiled queries. On PostgreSQL each runs as a named statement,
 * prepared once per connection; SQLite's statements are kept by the database handle (connect.ts).
 *
 * ```ts
 * const messagesBefore = compiledQuery((db, p: { beforeId: number; limit: number }) =>
 *   db.selectFrom('message').selectAll().where('id', '<', p.beforeId).limit(p.limit));
 * const rows = await messagesBefore(db, { beforeId: 40, limit: 100 });
 * ```
 */
export function compiledQuery<Values extends Record<string, unknown>, Row>(
  build: (db: Database, values: Values) => Compilable<Row>,
): (db: Database, values: Values) => Promise<Row[]> {
  const perDatabase = new WeakMap<Database, Compiled>();
  const compile = (db: Database): Compiled => {
    const standIns = new Proxy({} as Values, {
      get: (_target, name) => new Placeholder(String(name)),
    });
    const query = build(db, standIns).compile();
    if (isPostgres(db)) keepPrepared(query.sql);
    return { query, slots: query.parameters };
  };
  const withValues = (db: Database, values: Values): CompiledQuery<Row> => {
    let compiled = perDatabase.get(db);
    if (compiled === undefined) {
      compiled = compile(db);
      perDatabase.set(db, compiled);
    }
    const parameters = compiled.slots.map((slot) =>
      slot instanceof Placeholder ? values[slot.name] : slot,
    );
    return { ...(compiled.query as CompiledQuery<Row>), parameters };
  };
  return async (db: Database, values: Values) =>
    (await db.executeQuery<Row>(withValues(db, values))).rows;
}
