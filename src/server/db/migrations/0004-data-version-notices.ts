import type { Migration } from 'kysely';

/**
 * Once made PostgreSQL announce every raised data version (decision 018, superseded by 021). Kept,
 * doing nothing, because Kysely refuses a history that lacks a migration it has run;
 * 0006-drop-data-versions removes what it made.
 */
export const dataVersionNoticesMigration: Migration = {
  async up() {},
};
