import type { Migration } from 'kysely';
import { platformMigration } from './0001-platform';
import { deviceCredentialsMigration } from './0002-device-credentials';
import { dataVersionsMigration } from './0003-data-versions';
import { dataVersionNoticesMigration } from './0004-data-version-notices';
import { idempotencyKeysMigration } from './0005-idempotency-keys';
import { dropDataVersionsMigration } from './0006-drop-data-versions';
import { objectsPublicMigration } from './0007-objects-public';
import { uploadReservationsMigration } from './0008-upload-reservations';
import { pendingLoginAttemptsMigration } from './0009-pending-login-attempts';
import { deviceAttemptsAsLoginEventsMigration } from './0010-device-attempts-as-login-events';
import { gameScoresMigration } from './0011-game-scores';
import { sessionDevicesMigration } from './0012-session-devices';
import { accountLinksMigration } from './0013-account-links';
import { passkeysMigration } from './0014-passkeys';

/**
 * The migration history of the platform. Apps add theirs through src/server/apps.ts; names sort by
 * date so that one history gives the same schema on SQLite and PostgreSQL.
 */
export const PLATFORM_MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0001-platform': platformMigration,
  '2026-11-23-1800-device-credentials': deviceCredentialsMigration,
  '2026-11-24-0000-data-versions': dataVersionsMigration,
  '2026-11-24-1200-data-version-notices': dataVersionNoticesMigration,
  '2026-11-25-1400-idempotency-keys': idempotencyKeysMigration,
  '2026-11-25-2300-drop-data-versions': dropDataVersionsMigration,
  '2026-11-26-0600-objects-public': objectsPublicMigration,
  '2026-11-27-1500-upload-reservations': uploadReservationsMigration,
  '2026-11-27-1530-pending-login-attempts': pendingLoginAttemptsMigration,
  '2026-11-27-1600-device-attempts-as-login-events': deviceAttemptsAsLoginEventsMigration,
  '2026-11-27-1800-game-scores': gameScoresMigration,
  '2026-11-27-2030-session-devices': sessionDevicesMigration,
  '2026-11-28-0000-account-links': accountLinksMigration,
  '2026-11-28-0100-passkeys': passkeysMigration,
};
