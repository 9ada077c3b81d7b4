import type { Generated } from 'kysely';
import type { IsoTime } from '../db/schema';

/** What a link lets its holder do: set the password of a new person, or of one who lost it. */
export type AccountLinkPurpose = 'invitation' | 'reset';

/** A one-time link an Admin made for a person to choose a password (decision 030). */
export interface AccountLinksTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountLinkPurpose;
  /** SHA-256 hex of the link's token; the token itself is never stored. */
  token_hash: string;
  /** The Admin who made it; null when that is not known. */
  created_by: number | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
  revoked_at: IsoTime | null;
}

declare module '../db/schema' {
  interface DB {
    account_links: AccountLinksTable;
  }
}
