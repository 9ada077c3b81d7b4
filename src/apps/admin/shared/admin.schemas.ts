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

/**
 * Body of POST /api/data_models/users and PUT /api/data_models/users/{ID}. An empty or missing
 * password on PUT keeps the old one. The server checks the limits above and that the role exists.
 */
export const UserRequestSchema = z.object({
  username: z.string(),
  email: z.string(),
  password: z.optional(z.string()),
  access_role: z.string(),
  comment: z.optional(z.string()),
});
export type UserRequest = z.infer<typeof UserRequestSchema>;

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
