import { z } from 'zod/mini';

/** The roles the product seeds; the server may know others, which count only as "logged in". */
export const ROLE_NAMES = ['Admin', 'Family', 'User'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const CREDENTIALS_REQUIRED = 'Username and password are required';
/** Longer than any stored name or password: refused like a wrong password, without a lookup. */
const INVALID_CREDENTIALS = 'Invalid username or password';

/** POST /api/login body. */
export const LoginRequestSchema = z.object(
  {
    username: z
      .string({ error: CREDENTIALS_REQUIRED })
      .check(z.trim(), z.minLength(1, CREDENTIALS_REQUIRED), z.maxLength(64, INVALID_CREDENTIALS)),
    password: z
      .string({ error: CREDENTIALS_REQUIRED })
      .check(z.minLength(1, CREDENTIALS_REQUIRED), z.maxLength(256, INVALID_CREDENTIALS)),
    device_credential: z.optional(
      z
        .nullable(z.string().check(z.maxLength(128, 'Invalid device credential')))
        .check(
          z.describe(
            'From an earlier successful login in this browser: failures made elsewhere do not lock it out. Optional; a wrong, expired or spent one counts as none.',
          ),
        ),
    ),
  },
  { error: CREDENTIALS_REQUIRED },
);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The user's ID, beside the spec's fields: what the outbox keeps as a queued write's writer. */
const USER_ID = z
  .number()
  .check(
    z.int(),
    z.positive(),
    z.describe("The user's ID: a browser sends a write it kept only with this user's session"),
  );

/** POST /api/login → 200. */
export const LoginResponseSchema = z.object({
  data: z.object({
    role: z.string().check(z.minLength(1)),
    token: z.string().check(z.minLength(1)),
    username: z.string().check(z.minLength(1)),
    device_credential: z.optional(
      z
        .string()
        .check(
          z.minLength(1),
          z.describe(
            'Keep it (it outlives the session) and send it with later logins to this account as device_credential',
          ),
        ),
    ),
    user_id: z.optional(USER_ID),
  }),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** GET /api/session → 200. */
export const SessionResponseSchema = z.object({
  data: z.object({
    username: z.string().check(z.minLength(1)),
    role: z.string().check(z.minLength(1)),
    user_id: z.optional(USER_ID),
  }),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** POST /api/auth/revoke body. */
export const RevokeSessionRequestSchema = z.object(
  {
    token_hash: z
      .string({ error: 'token_hash is required' })
      .check(
        z.regex(/^[0-9a-f]{64}$/, 'token_hash must be a SHA-256 in lowercase hex'),
        z.describe(
          "The SHA-256 (lowercase hex) of a session's token: a browser that logged out offline sends it when the connection returns, having kept no token",
        ),
      ),
  },
  { error: 'token_hash is required' },
);
export type RevokeSessionRequest = z.infer<typeof RevokeSessionRequestSchema>;
