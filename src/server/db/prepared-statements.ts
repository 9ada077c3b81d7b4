/**
 * SQL texts that PostgreSQL keeps prepared on each connection (pg's named statements), so that
 * running them again skips parsing and planning. Only queries compiled once are registered: their
 * number is fixed by the code, whereas queries built per request could fill the server's memory
 * with statements used once.
 */
const statementNames = new Map<string, string>();

/** Runs `sql` as a named statement on PostgreSQL from now on. */
export function keepPrepared(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `nook_${statementNames.size + 1}`);
}

/** The statement name of a registered SQL text; undefined for every other query. */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}
