import { z } from 'zod/mini';

/** What a link lets its holder do: choose the password of a new person, or a new one. */
export const AccountLinkPurposeSchema = z.enum(['invitation', 'reset']);
export type AccountLinkPurpose = z.infer<typeof AccountLinkPurposeSchema>;

/** The page an invitation or reset link opens; its token follows in the fragment (`#<token>`). */
export const ACCOUNT_LINK_PAGE_PATH = '/join';

/**
 * A link's token as the server makes it: 256 random bits in base64url (43 characters). Anything
 * else cannot be a link's token.
 */
export const ACCOUNT_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
