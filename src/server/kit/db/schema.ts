import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC strings (`Date#toISOString`) on every database, so they sort as text. */
export type IsoTime = string;

export interface RolesTable {
  id: Generated<number>;
  role_name: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role_id: number;
  comment: string;
  created_at: IsoTime;
  updated_at: IsoTime;
  deleted_at: IsoTime | null;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
  /** The browser it logged in from, e.g. "Firefox on Windows"; '' when unknown. */
  device: Generated<string>;
  /** When it was last used, to within SESSION_SEEN_STEP_MS; null only before its first request. */
  last_seen_at: IsoTime | null;
}

/** One counted event for a rate limit: a failed login, a game save. */
export interface RateLimitEventsTable {
  id: Generated<number>;
  /** What is limited and for whom, e.g. `login-ip:<address>` or `word-weaver-save:<user id>`. */
  scope: string;
  occurred_at: IsoTime;
  /**
   * A login attempt still waiting for its verdict (decision 019); null for a counted event. Optional
   * on insert: other limits never set it.
   */
  pending_attempt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ObjectsTable {
  key: string;
  /** MD5 hex of the content, as S3 reports it for single-part uploads. */
  etag: string;
  size: number;
  content_type: string;
  storage_class: string;
  owner_id: number | null;
  created_at: IsoTime;
  /**
   * An Admin marked this upload public (decision 022). Read back as 0/1 on SQLite, true/false on
   * PostgreSQL; written as a SQL literal, since better-sqlite3 binds no booleans. Go through
   * objects.repository, which does both.
   */
  public: ColumnType<boolean | number, boolean | undefined, boolean>;
}

/**
 * Bytes of an upload in flight, counted against its uploader's quota from the moment they are
 * received until they are stored or refused (decision 022). `expires_at` ends a row a crash left.
 */
export interface UploadReservationsTable {
  id: Generated<number>;
  user_id: number;
  /** Where the upload will be stored: a replaced file is counted once. */
  key: string;
  bytes: number;
  expires_at: IsoTime;
}

/**
 * A write's idempotency key and the first answer to it (decision 020). `status` and `response` are
 * null while the first request with the key is still running.
 */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** The route the key was used on, `POST /api/…`. */
  route: string;
  /** SHA-256 hex of the request body: the same key with another body is refused. */
  request_hash: string;
  status: number | null;
  response: string | null;
  created_at: IsoTime;
}

/** The platform's tables; apps extend this interface with their own through declaration merging. */
export interface DB {
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_limit_events: RateLimitEventsTable;
  objects: ObjectsTable;
  idempotency_keys: IdempotencyKeysTable;
  upload_reservations: UploadReservationsTable;
}
