import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ClosedAccountLinkReason,
  findAccountLink,
  findAccountLinkById,
  type OpenAccountLink,
  setPasswordThroughLink,
  useAccountLinkFor,
} from '#server-kit/auth/account-links.repository';
import { summarizeUserAgent } from '#server-kit/auth/device-summary';
import {
  AbandonedLoginAttempts,
  newAddressAttempt,
} from '#server-kit/auth/login-throttle.repository';
import {
  PasskeyRefusedError,
  relyingPartyFor,
  startPasskeyRegistration,
  storeFailure,
  storePasskey,
  verifyPasskeyRegistration,
} from '#server-kit/auth/passkeys';
import { hashPassword } from '#server-kit/auth/passwords';
import { signIn } from '#server-kit/auth/sign-in';
import { checkPasswordThrottled } from '#server-kit/auth/throttled-password-check';
import { HttpError } from '#server-kit/http-error';
import { ERROR_RESPONSES } from '#server-kit/route-responses';
import { LoginResponseSchema } from '#shared/auth.schemas';
import { PasskeyAddRequestSchema, WebAuthnOptionsResponseSchema } from '#shared/passkey.schemas';
import {
  AccountLinkInfoResponseSchema,
  AccountLinkTokenParamsSchema,
  CLOSED_LINK_MESSAGES,
  LinkPasswordRequestSchema,
} from '../shared/account-links.schemas';

function closedLink(reason: ClosedAccountLinkReason): HttpError {
  return new HttpError(reason === 'unknown' ? 404 : 410, CLOSED_LINK_MESSAGES[reason]);
}

/**
 * Invitation and reset links, the side of the person who got one (decision 030): what the link
 * is, and choosing a password with it, which signs them in. Public: the link is the credential.
 */
export const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const abandoned = new AbandonedLoginAttempts();

  /**
   * The open link with this token. An unknown token counts as a failed login from the address (a
   * guess), under the login throttle's lock, so tokens cannot be tried in bulk; a known one does not.
   */
  async function openLink(ip: string, token: string): Promise<OpenAccountLink> {
    let lookup: Awaited<ReturnType<typeof findAccountLink>> | undefined;
    const check = await checkPasswordThrottled(
      app.db,
      newAddressAttempt(ip),
      abandoned,
      async () => {
        lookup = await findAccountLink(app.db, token, new Date());
        return lookup.open || lookup.reason !== 'unknown';
      },
    );
    if (check.kind === 'locked') {
      throw new HttpError(429, 'Too many wrong links or passwords from here. Try again later.', {
        'retry-after': String(check.retryAfter),
      });
    }
    if (check.kind === 'too-slow' || lookup === undefined) {
      throw new HttpError(503, 'The server took too long to check this link. Please try again.', {
        'retry-after': '5',
      });
    }
    if (!lookup.open) throw closedLink(lookup.reason);
    return lookup.link;
  }

  app.get(
    '/account-links/:token',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'What an invitation or reset link is: whose, what for and until when (410 when used, expired or taken back; 404 when unknown)',
        params: AccountLinkTokenParamsSchema,
        response: { 200: AccountLinkInfoResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const link = await openLink(request.ip, request.params.token);
      return {
        data: { username: link.username, purpose: link.purpose, expires_at: link.expiresAt },
      };
    },
  );

  app.post(
    '/account-links/:token/password',
    {
      config: { access: 'public' },
      schema: {
        summary:
          "Use an invitation or reset link once: sets the person's password, ends all their sessions and device credentials, and signs them in (the answer of POST /api/login)",
        params: AccountLinkTokenParamsSchema,
        body: LinkPasswordRequestSchema,
        response: { 200: LoginResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const link = await openLink(request.ip, request.params.token);
      const passwordHash = await hashPassword(request.body.new_password);
      const now = new Date();
      const user = await setPasswordThroughLink(app.db, link, passwordHash, now);
      if (!user) throw await lostLink(link, now);
      return signIn(app.db, user, now, summarizeUserAgent(request.headers['user-agent']));
    },
  );
  /** The link could not be used after all: a parallel use won, or it was taken back meanwhile. */
  async function lostLink(link: OpenAccountLink, now: Date): Promise<HttpError> {
    const lookup = await findAccountLinkById(app.db, link.id, now);
    return closedLink(lookup.open ? 'used' : lookup.reason);
  }

  app.post(
    '/account-links/:token/passkey/options',
    {
      config: { access: 'public' },
      schema: {
        summary:
          "Start creating a passkey with an invitation or reset link: options for the browser, for the link's person, valid for five minutes",
        params: AccountLinkTokenParamsSchema,
        response: { 200: WebAuthnOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const link = await openLink(request.ip, request.params.token);
      const rp = relyingPartyFor(app.config.publicUrl, request);
      const options = await startPasskeyRegistration(
        app.db,
        rp,
        { id: link.userId, username: link.username },
        new Date(),
      );
      return { data: { ...options } };
    },
  );

  app.post(
    '/account-links/:token/passkey',
    {
      config: { access: 'public' },
      schema: {
        summary:
          "Use an invitation or reset link once to create a passkey instead of choosing a password: keeps the passkey, ends all the person's sessions and device credentials, and signs them in (the answer of POST /api/login)",
        params: AccountLinkTokenParamsSchema,
        body: PasskeyAddRequestSchema,
        response: { 200: LoginResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const link = await openLink(request.ip, request.params.token);
      const rp = relyingPartyFor(app.config.publicUrl, request);
      const device = summarizeUserAgent(request.headers['user-agent']);
      const name = request.body.name ?? (device || 'Passkey');
      const now = new Date();
      let user;
      try {
        const credential = await verifyPasskeyRegistration(
          app.db,
          rp,
          { id: link.userId },
          request.body.response,
          now,
        );
        try {
          user = await useAccountLinkFor(app.db, link, now, async (trx) => {
            await storePasskey(trx, link.userId, credential, name, now);
          });
        } catch (error) {
          throw await storeFailure(app.db, credential.id, error);
        }
      } catch (error) {
        if (error instanceof PasskeyRefusedError) throw new HttpError(400, error.message);
        throw error;
      }
      if (!user) throw await lostLink(link, now);
      return signIn(app.db, user, now, device);
    },
  );
};
