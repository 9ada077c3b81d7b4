import { z } from 'zod/mini';
import { AccountLinkPurposeSchema } from '#shared/account-links.schemas';
import { JSON_OBJECT_BODY } from '#shared/field.schemas';
import { MAX_ID } from '#shared/id.schemas';
import { userFields } from './admin.schemas';

/** Body of POST /api/account-links/invitations: the new person, as the user form has them, without a password. */
export const InvitationRequestSchema = z.object(
  {
    username: userFields.username,
    email: userFields.email,
    access_role: userFields.access_role,
    comment: userFields.comment,
  },
  JSON_OBJECT_BODY,
);
export type InvitationRequest = z.input<typeof InvitationRequestSchema>;

/** Body of POST /api/account-links/resets: whose password the link lets them choose anew. */
export const ResetLinkRequestSchema = z.object(
  {
    user_id: z
      .number({ error: 'must be a user ID' })
      .check(
        z.int('must be a user ID'),
        z.positive('must be a user ID'),
        z.lte(MAX_ID, 'must be a user ID'),
      ),
  },
  JSON_OBJECT_BODY,
);
export type ResetLinkRequest = z.infer<typeof ResetLinkRequestSchema>;

/** An open link as the Admin's list shows it: never its token or the token's hash. */
export const AccountLinkSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  purpose: AccountLinkPurposeSchema,
  /** ISO-8601 UTC. */
  created_at: z.string(),
  /** ISO-8601 UTC: it can no longer be used from then on. */
  expires_at: z.string(),
});
export type AccountLink = z.infer<typeof AccountLinkSchema>;

/** POST /api/account-links/invitations and /resets → 201: the link, shown this once. */
export const NewAccountLinkResponseSchema = z.object({
  data: z.extend(AccountLinkSchema, {
    url: z
      .string()
      .check(
        z.describe(
          'The link to give the person, shown only now: whoever opens it may choose their password once before expires_at',
        ),
      ),
  }),
});
export type NewAccountLink = z.infer<typeof NewAccountLinkResponseSchema>['data'];

/** GET /api/account-links → 200: the links that may still be used, newest first. */
export const AccountLinkListResponseSchema = z.object({ data: z.array(AccountLinkSchema) });
