import { z } from 'zod/mini';
import { JSON_OBJECT_BODY, requiredText } from '#shared/field.schemas';
import { newPasswordSchema, PASSWORD_LIMITS } from '#shared/password.schemas';

/** GET /api/account → 200: who the signed-in person is. */
export const AccountResponseSchema = z.object({
  data: z.object({
    user_id: z.number(),
    username: z.string(),
    role: z.string(),
    /** False for someone who joined with a passkey and never chose a password. */
    has_password: z.boolean(),
  }),
});
export type Account = z.infer<typeof AccountResponseSchema>['data'];

/** Body of PUT /api/account/password. */
export const PasswordChangeRequestSchema = z.object(
  {
    /** Required once the account has a password; an account without one sets its first. */
    current_password: z.optional(
      requiredText().check(
        z.minLength(1, 'is required'),
        z.maxLength(PASSWORD_LIMITS.max, 'is wrong'),
      ),
    ),
    new_password: newPasswordSchema(),
  },
  JSON_OBJECT_BODY,
);
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequestSchema>;

/** What ending sessions answers: how many other devices were signed out. */
export const SignedOutResponseSchema = z.object({
  data: z.object({ signed_out: z.number() }),
});
export type SignedOut = z.infer<typeof SignedOutResponseSchema>['data'];

/** One device the person is signed in on: an open session, never its token or the token's hash. */
export const AccountSessionSchema = z.object({
  id: z.number(),
  /** The browser it logged in from, e.g. "Firefox on Windows"; '' when not recognised. */
  device: z.string(),
  /** ISO-8601 UTC: when it logged in. */
  created_at: z.string(),
  /** ISO-8601 UTC, to within five minutes. */
  last_seen_at: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** GET /api/account/sessions → 200: the open sessions, most recently used first. */
export const AccountSessionListResponseSchema = z.object({ data: z.array(AccountSessionSchema) });
