import type { Migration } from 'kysely';

/**
 * Once made the data versions of decision 018, since superseded (decision 021). Kept, doing
 * nothing, because Kysely refuses a history that lacks a migration it has run;
 * 0006-drop-data-versions removes what it made.
 */
export const dataVersionsMigration: Migration = {
  async up() {},
};
