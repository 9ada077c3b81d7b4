import type { Kysely, Migration } from 'kysely';
import {
  addDataVersion,
  createDataVersionsTable,
  dropDataVersion,
  dropDataVersionsTable,
  SESSIONS_VERSION,
  type DataChange,
} from '../data-versions';

// A new session changes no one else's; every other change to these may end or alter one.
const SESSION_TABLES = ['sessions', 'users', 'roles'] as const;
const SESSION_CHANGES: readonly DataChange[] = ['update', 'delete'];

/** Data versions (decision 018), and the one servers check kept sessions against. */
export const dataVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createDataVersionsTable(db);
    await addDataVersion(db, SESSIONS_VERSION, SESSION_TABLES, SESSION_CHANGES);
  },

  async down(db: Kysely<unknown>) {
    await dropDataVersion(db, SESSIONS_VERSION, SESSION_TABLES, SESSION_CHANGES);
    await dropDataVersionsTable(db);
  },
};
