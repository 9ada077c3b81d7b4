import type { Generated } from 'kysely';
import type { IsoTime } from '../db/schema';

/** A person's passkey: a WebAuthn credential they may sign in with (decision 031). */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url of the credential's id, as the browser names it. */
  credential_id: string;
  /** base64url of the COSE public key. */
  public_key: string;
  /** The authenticator's signature counter at its latest use; 0 for those that keep none. */
  counter: Generated<number>;
  /** Comma-separated transports the authenticator named ('internal,hybrid'); '' when none. */
  transports: Generated<string>;
  /** The person's name for it, e.g. "Chrome on Android". */
  name: string;
  created_at: IsoTime;
  last_used_at: IsoTime | null;
}

/** A challenge handed out for adding a passkey or signing in with one; used once. */
export interface WebauthnChallengesTable {
  id: Generated<number>;
  /** SHA-256 hex of the base64url challenge. */
  challenge_hash: string;
  purpose: 'registration' | 'authentication';
  /** Whose passkey the registration adds; null for a sign-in. */
  user_id: number | null;
  expires_at: IsoTime;
}

declare module '../db/schema' {
  interface DB {
    passkeys: PasskeysTable;
    webauthn_challenges: WebauthnChallengesTable;
  }
}
