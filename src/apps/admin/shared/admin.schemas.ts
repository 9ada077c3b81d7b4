import { z } from 'zod/mini';
import {
  atMostCharacters,
  JSON_OBJECT_BODY,
  optionalTrimmedText,
  requiredText,
  requiredTrimmedText,
} from '#shared/field.schemas';
import { ListedStorageAssetSchema } from '#shared/objects.schemas';
import { newPasswordSchema, PASSWORD_LIMITS } from '#shared/password.schemas';

/** The limits the server enforces on a user; the form can show them before the server refuses. */
export const USER_LIMITS = {
  usernameMax: 64,
  emailMax: 254,
  passwordMin: PASSWORD_LIMITS.min,
  passwordMax: PASSWORD_LIMITS.max,
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
  /** Set when the user was deleted; the Admin sees deleted users only when asking for them. */
  DeletedAt: z.nullable(z.string()),
});
export type User = z.infer<typeof UserSchema>;

/** What a non-Admin sees of another (active) user. */
export const UserNameSchema = z.object({
  ID: z.number(),
  username: z.string(),
});
export type UserName = z.infer<typeof UserNameSchema>;

/**
 * Query of GET /api/data_models/users. Without it the list has active users only, as the original
 * server's did (its client offers Edit and Delete on every row it gets).
 */
export const UserListQuerySchema = z.object({
  include_deleted: z.optional(
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .check(
        z.describe(
          'true: deleted users are listed too, with DeletedAt set (Admin only; other roles always get active users)',
        ),
      ),
  ),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** GET /api/data_models/users as Admin → 200. */
export const UserListResponseSchema = z.object({ data: z.array(UserSchema) });
/** GET /api/data_models/users as any other role → 200. */
export const UserNameListResponseSchema = z.object({ data: z.array(UserNameSchema) });
/** POST /api/data_models/users → 201; PUT /api/data_models/users/{ID} → 200. */
export const UserResponseSchema = z.object({ data: UserSchema });

/** The fields of a user every form sends, with their rules (creation, edit, invitation). */
export const userFields = {
  username: requiredTrimmedText(USER_LIMITS.usernameMax).check(
    z.regex(USERNAME_PATTERN, 'may contain only letters, digits, ".", "_" and "-"'),
  ),
  email: z.pipe(
    requiredTrimmedText(USER_LIMITS.emailMax),
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
  comment: optionalTrimmedText(USER_LIMITS.commentMax),
};

/** Body of POST /api/data_models/users. The server also checks that the role exists. */
export const NewUserRequestSchema = z.object(
  {
    ...userFields,
    password: newPasswordSchema(),
  },
  JSON_OBJECT_BODY,
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
        atMostCharacters(USER_LIMITS.passwordMax),
        z.refine(
          (password) => password === '' || password.length >= USER_LIMITS.passwordMin,
          `must be at least ${USER_LIMITS.passwordMin} characters`,
        ),
        z.describe('Empty or absent: the password stays as it is'),
      ),
    ),
  },
  JSON_OBJECT_BODY,
);

/** What the user form sends on create and edit. */
export type UserRequest = z.input<typeof UserUpdateRequestSchema>;

/** GET /api/data_models/users: the Admin sees users in full, any other role names only. */
export const UsersResponseSchema = z.union([UserListResponseSchema, UserNameListResponseSchema]);

export const RoleSchema = z.object({
  ID: z.number(),
  role_name: z.string(),
});
export type Role = z.infer<typeof RoleSchema>;

/** GET /api/data_models/roles → 200. */
export const RoleListResponseSchema = z.object({ data: z.array(RoleSchema) });

/** A stored object in the Admin's listing: with who uploaded it, in words. */
export const S3AssetSchema = z.extend(ListedStorageAssetSchema, {
  uploader: z
    .string()
    .check(
      z.describe(
        'The uploader\'s username; "Site" for a site asset; "User 7" when user 7 is not known',
      ),
    ),
});
export type S3Asset = z.infer<typeof S3AssetSchema>;

/**
 * GET /api/s3-assets → 200: every object in the storage index, whether anyone may fetch it, and
 * who uploaded it.
 */
export const S3AssetsResponseSchema = z.object({ assets: z.array(S3AssetSchema) });
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

/** An address locked by the failed logins that came from it: which, and for how many more seconds. */
export const AddressLockSchema = z.object({
  address: z.string(),
  retry_after: z.number(),
});
export type AddressLock = z.infer<typeof AddressLockSchema>;

/** GET /api/address-locks → 200: the addresses locked now. */
export const AddressLockListResponseSchema = z.object({ data: z.array(AddressLockSchema) });

/**
 * `{address}` in a path, as the list gives it (the router answers 414 beyond 100 characters). Not
 * checked to be an IP address: behind a proxy trusted for every hop, the address is whatever the
 * request claimed, and its lock must still lift. A header cannot carry control characters.
 */
export const AddressParamsSchema = z.object({
  address: z.string().check(
    z.minLength(1, 'is required'),
    z.maxLength(100, 'is too long'),
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    z.regex(/^[^\u0000-\u001f\u007f]+$/, 'must be an address'),
  ),
});

/** DELETE /api/address-locks/:address → 200: logins from the address are let through again. */
export const AddressLockLiftedResponseSchema = z.object({
  data: z.object({ address: z.string(), unlocked: z.literal(true) }),
});
