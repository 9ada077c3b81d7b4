import type { Generated } from 'kysely';
import type { IsoTime } from '../db/schema';

/** A browser that logged in to an account and is trusted for that account's later logins. */
export interface DeviceCredentialsTable {
  id: Generated<number>;
  /** SHA-256 hex of the credential; the credential itself is never stored. */
  token_hash: string;
  user_id: number;
  /** SHA-256 of the user's role and password hash when issued: either changing ends the credential. */
  user_stamp: string;
  created_at: IsoTime;
  expires_at: IsoTime;
}

declare module '../db/schema' {
  interface DB {
    device_credentials: DeviceCredentialsTable;
  }
}
