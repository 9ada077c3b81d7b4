import { z } from 'zod/mini';
import { StorageAssetSchema } from '../../../shared/objects.schemas';

/** The limits the server enforces on a user; the form can show them before the server refuses. */
export const USER_LIMITS = {
  usernameMax: 64,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 256,
  commentMax: 1000,
} as const;

/** Letters, digits, dots, underscores and hyphens: names that are safe in URLs, logs and keys. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** A user as the Admin sees it in `GET /api/data_models/users` and in answers to POST and PUT. */
export const UserSchema = z.object({
  ID: z.number(),
  username: z.string(),
  email: z.string(),
  access_role: z.string(),
  comment: z.string(),
  /** ISO-8601 UTC. */
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  /** Set when the user was deleted; deleted users stay listed for the Admin. */
  DeletedAt: z.nullable(z.string()),
});
export type User = z.infer<typeof UserSchema>;

/** What a non-Admin sees of another (active) user. */
export const UserNameSchema = z.object({
  ID: z.number(),
  username: z.string(),
});
export type UserName = z.infer<typeof UserNameSchema>;

/** GET /api/data_models/users as Admin → 200. */
export const UserListResponseSchema = z.object({ data: z.array(UserSchema) });
/** GET /api/data_models/users as any other role → 200. */
export const UserNameListResponseSchema = z.object({ data: z.array(UserNameSchema) });
/** POST /api/data_models/users → 201; PUT /api/data_models/users/{ID} → 200. */
export const UserResponseSchema = z.object({ data: UserSchema });

/** A text field the body must have: 'is required' when absent, `wrongKind` when not text. */
function requiredText(wrongKind: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? 'is required' : wrongKind),
  });
}

const userFields = {
  username: requiredText('must be a string').check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(USER_LIMITS.usernameMax, `must be at most ${USER_LIMITS.usernameMax} characters`),
    z.regex(USERNAME_PATTERN, 'may contain only letters, digits, ".", "_" and "-"'),
  ),
  email: z.pipe(
    requiredText('must be a string').check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(USER_LIMITS.emailMax, `must be at most ${USER_LIMITS.emailMax} characters`),
    ),
    // The rule browsers apply to <input type="email">: it accepts the first Admin's admin@localhost.
    z.email({
      pattern: z.regexes.html5Email,
      error: 'must be an email address like name@example.com',
    }),
  ),
  access_role: requiredText('must be a role name').check(
    z.minLength(1, 'is required'),
    z.describe('A role name from GET /api/data_models/roles'),
  ),
  comment: z.pipe(
    z.nullish(
      z.string({ error: 'must be a string' }).check(
        z.trim(),
        z.maxLength(USER_LIMITS.commentMax, `must be at most ${USER_LIMITS.commentMax} characters`),
        // PostgreSQL text cannot hold NUL; refuse it on both databases alike.
        z.refine((comment) => !comment.includes('\u0000'), 'must not contain NUL characters'),
      ),
    ),
    z.transform((comment) => comment ?? ''),
  ),
};

const BODY_ERROR = { error: 'The request body must be a JSON object' };

/** Body of POST /api/data_models/users. The server also checks that the role exists. */
export const NewUserRequestSchema = z.object(
  {
    ...userFields,
    password: requiredText('must be a string').check(
      z.minLength(1, 'is required'),
      z.minLength(
        USER_LIMITS.passwordMin,
        `must be at least ${USER_LIMITS.passwordMin} characters`,
      ),
      z.maxLength(USER_LIMITS.passwordMax, `must be at most ${USER_LIMITS.passwordMax} characters`),
    ),
  },
  BODY_ERROR,
);

/**
 * Body of PUT /api/data_models/users/{ID}. An empty, null or missing password keeps the current one
 * (the original form sends '' when the field is left blank).
 */
export const UserUpdateRequestSchema = z.object(
  {
    ...userFields,
    password: z.nullish(
      z.string({ error: 'must be a string' }).check(
        z.maxLength(
          USER_LIMITS.passwordMax,
          `must be at most ${USER_LIMITS.passwordMax} characters`,
        ),
        z.refine(
          (password) => password === '' || password.length >= USER_LIMITS.passwordMin,
          `must be at least ${USER_LIMITS.passwordMin} characters`,
        ),
        z.describe('Empty or absent: the password stays as it is'),
      ),
    ),
  },
  BODY_ERROR,
);

/** What the user form sends on create and edit. */
export type UserRequest = z.input<typeof UserUpdateRequestSchema>;

/** GET /api/data_models/users: the Admin sees every user in full, any other role names only. */
export const UsersResponseSchema = z.union([UserListResponseSchema, UserNameListResponseSchema]);

export const RoleSchema = z.object({
  ID: z.number(),
  role_name: z.string(),
});
export type Role = z.infer<typeof RoleSchema>;

/** GET /api/data_models/roles → 200. */
export const RoleListResponseSchema = z.object({ data: z.array(RoleSchema) });

/** GET /api/s3-assets → 200: every object in the storage index. */
export const S3AssetsResponseSchema = z.object({ assets: z.array(StorageAssetSchema) });
export type S3AssetsResponse = z.infer<typeof S3AssetsResponseSchema>;

/** An account locked by failed logins: who, and for how many more seconds. */
export const LoginLockSchema = z.object({
  ID: z.number(),
  username: z.string(),
  retry_after: z.number(),
});
export type LoginLock = z.infer<typeof LoginLockSchema>;

/** GET /api/login-locks → 200: the active accounts locked now. */
export const LoginLockListResponseSchema = z.object({ data: z.array(LoginLockSchema) });

/** DELETE /api/login-locks/:ID → 200: the account may log in again. */
export const LoginLockLiftedResponseSchema = z.object({
  data: z.object({ ID: z.number(), username: z.string(), unlocked: z.literal(true) }),
});
