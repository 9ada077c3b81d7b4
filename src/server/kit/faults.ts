/**
 * The faults an operator meets, told apart by the errors they raise (decision 019): a database that
 * is away for now (503 with Retry-After), and a disk that is full (507). Everything else stays a
 * generic 500.
 */

/** Seconds a caller is asked to wait when the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now. Please try again in a few seconds.';

export const OUT_OF_SPACE_MESSAGE =
  'The server is out of storage space. Please try again later or tell its operator.';

/** PostgreSQL error classes and codes that mean "not now": the connection, the server, its startup. */
const PG_UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a standby while failing over
]);

/** Socket errors from the connection to PostgreSQL. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLite's "cannot write now": another writer holds the file, or the file cannot be reached. */
const SQLITE_UNAVAILABLE_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_PROTOCOL',
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
]);

/** What pg and Kysely say when a connection ended or could not be made, or the pool is gone. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'driver has already been destroyed',
  'The database connection is not open',
];

const OUT_OF_SPACE_CODES = new Set([
  'ENOSPC', // the disk
  'EDQUOT', // the user's quota on it
  'SQLITE_FULL',
  '53100', // PostgreSQL's disk_full
]);

/** A write refused before it starts because it would not fit: answered as a full disk. */
export class OutOfSpaceError extends Error {
  override name = 'OutOfSpaceError';
  readonly code = 'ENOSPC';
}

function codeOf(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** The error and its causes, innermost last. */
function* chain(error: unknown): Generator<object> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current;
    current = 'cause' in current ? current.cause : undefined;
  }
}

/** Whether the error means the database cannot be reached or cannot write for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = codeOf(link);
    if (code !== undefined) {
      if (PG_UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
      if (SOCKET_CODES.has(code)) return true;
      if ([...SQLITE_UNAVAILABLE_CODES].some((prefix) => code.startsWith(prefix))) return true;
      if (code.startsWith('SQLITE_IOERR')) return true;
    }
    const message = link instanceof Error ? link.message : '';
    if (UNAVAILABLE_MESSAGES.some((part) => message.includes(part))) return true;
  }
  return false;
}

/** Whether the error means a disk (ours, or the database's) has no room left. */
export function isOutOfSpace(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = codeOf(link);
    if (code !== undefined && OUT_OF_SPACE_CODES.has(code)) return true;
  }
  return false;
}
