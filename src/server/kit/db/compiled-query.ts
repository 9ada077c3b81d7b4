import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from './connect';

/** A value a compiled query takes: one SQL parameter each. */
export type QueryValue = string | number | boolean | null;

/** Stands in for a value while a query is compiled; any use other than as a parameter throws. */
class Placeholder {
  constructor(readonly name: string) {}

  [Symbol.toPrimitive](): never {
    throw new Error(
      `compiledQuery: "${this.name}" was compared, printed or computed with while the query was built; a value may only be a parameter`,
    );
  }
}

interface Compiled {
  query: CompiledQuery;
  /** For each parameter of the SQL, the placeholder of the value that fills it, or a constant. */
  slots: readonly unknown[];
}

function isQueryValue(value: unknown): value is QueryValue {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * A query built and compiled to SQL once per database, then run with new values: a hot path skips
 * Kysely's builder and compiler on every request. `build` gets stand-ins for the values, typed as
 * the real ones, and may use each only as a value of the query, never to choose its shape; a query
 * of another shape is another compiled query. This is checked: a stand-in read but not among the
 * SQL's parameters, compared or turned into text while building, throws when the query is first
 * compiled, and a run's value must be a string, a finite number, a boolean or null. On PostgreSQL
 * the SQL runs as a named statement (connect.ts), on SQLite as a kept prepared statement.
 *
 * ```ts
 * const messagesBefore = compiledQuery((db, p: { beforeId: number; limit: number }) =>
 *   db.selectFrom('message').selectAll().where('id', '<', p.beforeId).limit(p.limit));
 * const rows = await messagesBefore(db, { beforeId: 40, limit: 100 });
 * ```
 */
export function compiledQuery<Values extends Record<string, QueryValue>, Row>(
  build: (db: Database, values: Values) => Compilable<Row>,
): (db: Database, values: Values) => Promise<Row[]> {
  const perDatabase = new WeakMap<Database, Compiled>();
  const compile = (db: Database): Compiled => {
    const read = new Set<string>();
    const standIns = new Proxy({} as Values, {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        read.add(name);
        return new Placeholder(name);
      },
    });
    const query = build(db, standIns).compile();
    const parameters = new Set(
      query.parameters.flatMap((slot) => (slot instanceof Placeholder ? [slot.name] : [])),
    );
    for (const name of read) {
      if (!parameters.has(name)) {
        throw new Error(
          `compiledQuery: "${name}" was read while the query was built but is none of its parameters; a value may only be a parameter`,
        );
      }
    }
    return { query, slots: query.parameters };
  };
  const withValues = (db: Database, values: Values): CompiledQuery<Row> => {
    let compiled = perDatabase.get(db);
    if (compiled === undefined) {
      compiled = compile(db);
      perDatabase.set(db, compiled);
    }
    const parameters = compiled.slots.map((slot) => {
      if (!(slot instanceof Placeholder)) return slot;
      const value: unknown = values[slot.name];
      if (!isQueryValue(value)) {
        throw new TypeError(
          `compiledQuery: "${slot.name}" must be a string, a finite number, a boolean or null`,
        );
      }
      return value;
    });
    return { ...(compiled.query as CompiledQuery<Row>), parameters };
  };
  return async (db: Database, values: Values) =>
    (await db.executeQuery<Row>(withValues(db, values))).rows;
}
