import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  RevokeSessionRequestSchema,
  SessionResponseSchema,
} from '#shared/auth.schemas';
import { PasskeyLoginRequestSchema, WebAuthnOptionsResponseSchema } from '#shared/passkey.schemas';
import { findTrustedDevice } from '../kit/auth/device-credentials.repository';
import {
  AbandonedLoginAttempts,
  type LoginAttempt,
  newAddressLoginAttempt,
  newDeviceLoginAttempt,
  newLoginAttempt,
} from '../kit/auth/login-throttle.repository';
import {
  findPasskeyOwner,
  finishPasskeyAuthentication,
  relyingPartyFor,
  startPasskeyAuthentication,
} from '../kit/auth/passkeys';
import { checkPasswordThrottled } from '../kit/auth/throttled-password-check';
import { verifyDecoyPassword, verifyPassword } from '../kit/auth/passwords';
import { revokeSession, revokeSessionByTokenHash } from '../kit/auth/sessions.repository';
import { signIn } from '../kit/auth/sign-in';
import { summarizeUserAgent } from '../kit/auth/device-summary';
import { findActiveUserByUsername, type UserWithRole } from '../kit/auth/users.repository';
import { HttpError } from '../kit/http-error';
import { EMPTY_RESPONSE, ERROR_RESPONSES } from '../kit/route-responses';
import { sessionUser } from '../kit/request-user';

const INVALID_CREDENTIALS = 'Invalid username or password';
const TOO_SLOW = 'The server took too long to check this login. Please try again in a few seconds.';
const PASSKEY_REFUSED = 'This passkey cannot sign you in here.';
const TOO_MANY_FAILURES = 'Too many failed login attempts. Try again later.';

/**
 * POST /api/login, POST /api/login/passkey/options, POST /api/login/passkey, POST /api/logout,
 * POST /api/auth/revoke, GET /api/session.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const abandoned = new AbandonedLoginAttempts();

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Log in: a bearer token for the session and a device credential for later logins',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { username, password, device_credential } = request.body;
      const now = new Date();
      const device = summarizeUserAgent(request.headers['user-agent']);
      const credentialId = device_credential
        ? await trustedDevice(username, device_credential, now)
        : undefined;
      // A browser that logged in to this account before: only its own failures count against it.
      const attempts: LoginAttempt[] = [];
      if (credentialId !== undefined) attempts.push(newDeviceLoginAttempt(credentialId));
      attempts.push(newLoginAttempt(request.ip, username));
      return signInThrottled(attempts, INVALID_CREDENTIALS, now, device, async () => {
        const user = await findActiveUserByUsername(app.db, username);
        // A missing user costs the same time as a wrong password.
        const valid = user
          ? await verifyPassword(user.passwordHash, password)
          : await verifyDecoyPassword(password);
        return valid ? user : undefined;
      });
    },
  );

  /**
   * Signs in once `verify` names the user, counting the try against the first of the attempts
   * that is not locked (decision 014): a trusted browser whose own budget is spent is throttled as
   * any other client. Only a wrong credential counts; an attempt the server failed is taken back.
   */
  async function signInThrottled(
    attempts: readonly LoginAttempt[],
    refused: string,
    now: Date,
    device: string,
    verify: () => Promise<UserWithRole | undefined>,
  ) {
    for (const attempt of attempts) {
      let user: UserWithRole | undefined;
      const check = await checkPasswordThrottled(app.db, attempt, abandoned, async () => {
        user = await verify();
        return user !== undefined;
      });
      if (check.kind === 'locked' && attempt.credentialId !== undefined) continue;
      if (check.kind === 'locked') {
        throw new HttpError(429, TOO_MANY_FAILURES, { 'retry-after': String(check.retryAfter) });
      }
      if (check.kind === 'too-slow') throw new HttpError(503, TOO_SLOW, { 'retry-after': '5' });
      if (!check.right || user === undefined) throw new HttpError(401, refused);
      return signIn(app.db, user, now, device, attempt.credentialId);
    }
    throw new HttpError(401, refused);
  }

  /** The credential's id when it makes this client a trusted device for the account. */
  async function trustedDevice(username: string, credential: string, now: Date) {
    const user = await findActiveUserByUsername(app.db, username);
    return user ? findTrustedDevice(app.db, credential, user, now) : undefined;
  }

  app.post(
    '/login/passkey/options',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Start signing in with a passkey: options for the browser (any passkey of this site, no username)',
        response: { 200: WebAuthnOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const rp = relyingPartyFor(app.config.publicUrl, request);
      return { data: { ...(await startPasskeyAuthentication(app.db, rp, new Date())) } };
    },
  );

  app.post(
    '/login/passkey',
    {
      config: { access: 'public' },
      schema: {
        summary:
          "Log in with a passkey: the browser's answer to the options; answers as POST /api/login does",
        body: PasskeyLoginRequestSchema,
        response: { 200: LoginResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { response, device_credential } = request.body;
      const now = new Date();
      const device = summarizeUserAgent(request.headers['user-agent']);
      const rp = relyingPartyFor(app.config.publicUrl, request);
      // Counted before anything is checked, as a password is: against the address, and against
      // the account the passkey names (or the trusted browser's own budget), if it names one.
      const owner = await findPasskeyOwner(app.db, response.id);
      const credentialId =
        owner && device_credential
          ? await findTrustedDevice(app.db, device_credential, owner, now)
          : undefined;
      const attempts: LoginAttempt[] = [];
      if (credentialId !== undefined) attempts.push(newDeviceLoginAttempt(credentialId));
      attempts.push(
        owner ? newLoginAttempt(request.ip, owner.username) : newAddressLoginAttempt(request.ip),
      );
      return signInThrottled(attempts, PASSKEY_REFUSED, now, device, async () => {
        const user = await finishPasskeyAuthentication(app.db, rp, response, now);
        return user !== undefined && user.id === owner?.id ? user : undefined;
      });
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Log out: revokes the token sent',
        response: { 204: EMPTY_RESPONSE, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, sessionUser(request).sessionId, new Date());
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/revoke',
    {
      // Whoever holds a hash may end that session, nothing more: only the server and the browser
      // that logged out offline know it, and a hash cannot be turned back into a token.
      config: { access: 'public' },
      schema: {
        summary:
          'Log out later: revokes the session whose token has this SHA-256, for a browser that logged out offline and kept no token',
        body: RevokeSessionRequestSchema,
        response: { 204: EMPTY_RESPONSE, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      // The same answer whether a session had the hash or not.
      await revokeSessionByTokenHash(app.db, request.body.token_hash, new Date());
      return reply.code(204).send();
    },
  );

  app.get(
    '/session',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Who the token belongs to',
        response: { 200: SessionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { data: { username: user.username, role: user.role, user_id: user.userId } };
    },
  );
};
