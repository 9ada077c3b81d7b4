import { z } from 'zod/mini';
import {
  AccountLinkPurposeSchema,
  ACCOUNT_LINK_TOKEN_PATTERN,
} from '#shared/account-links.schemas';
import { JSON_OBJECT_BODY } from '#shared/field.schemas';
import { newPasswordSchema } from '#shared/password.schemas';

/** `{token}` in a link's path: what followed `#` in the link. */
export const AccountLinkTokenParamsSchema = z.object({
  token: z.string().check(z.regex(ACCOUNT_LINK_TOKEN_PATTERN, "must be a link's token")),
});

/** GET /api/account-links/{token} → 200: whose link it is, what for, and until when. */
export const AccountLinkInfoResponseSchema = z.object({
  data: z.object({
    username: z.string(),
    purpose: AccountLinkPurposeSchema,
    /** ISO-8601 UTC. */
    expires_at: z.string(),
  }),
});
export type AccountLinkInfo = z.infer<typeof AccountLinkInfoResponseSchema>['data'];

/** Body of POST /api/account-links/{token}/password. */
export const LinkPasswordRequestSchema = z.object(
  { new_password: newPasswordSchema() },
  JSON_OBJECT_BODY,
);
export type LinkPasswordRequest = z.infer<typeof LinkPasswordRequestSchema>;

/** What to do about a link that cannot be used: the same advice whatever the reason. */
export const ASK_FOR_A_NEW_LINK = 'Ask the person who runs Nook for a new link.';

/** Why a link cannot be used, in plain words, as the server answers it (410, or 404 when unknown). */
export const CLOSED_LINK_MESSAGES = {
  unknown: `This link is not known here. Check that it was copied whole. ${ASK_FOR_A_NEW_LINK}`,
  used: `This link has already been used. ${ASK_FOR_A_NEW_LINK}`,
  expired: `This link has expired. ${ASK_FOR_A_NEW_LINK}`,
  revoked: `This link was taken back. ${ASK_FOR_A_NEW_LINK}`,
} as const;
