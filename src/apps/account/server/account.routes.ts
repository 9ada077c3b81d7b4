import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AbandonedLoginAttempts,
  newLoginAttempt,
} from '#server-kit/auth/login-throttle.repository';
import { hashPassword, NO_PASSWORD_HASH, verifyPassword } from '#server-kit/auth/passwords';
import {
  listOpenSessions,
  revokeOtherSessions,
  revokeOwnSession,
} from '#server-kit/auth/sessions.repository';
import { checkPasswordThrottled } from '#server-kit/auth/throttled-password-check';
import { findActiveUserByUsername } from '#server-kit/auth/users.repository';
import { HttpError } from '#server-kit/http-error';
import { sessionUser } from '#server-kit/request-user';
import { EMPTY_RESPONSE, ERROR_RESPONSES } from '#server-kit/route-responses';
import { IdParamsSchema } from '#shared/id.schemas';
import {
  AccountResponseSchema,
  AccountSessionListResponseSchema,
  PasswordChangeRequestSchema,
  SignedOutResponseSchema,
} from '../shared/account.schemas';
import { replacePasswordHash } from './account.repository';
import { passkeyRoutes } from './passkeys.routes';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const PASSWORD_CHANGED_MEANWHILE =
  'Your password was changed somewhere else meanwhile. Sign in again with the new one.';

/**
 * One's own account: who one is, one's password, and the devices one is signed in on
 * (decision 029). Every route acts on the caller's own account only.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const abandoned = new AbandonedLoginAttempts();
  await app.register(passkeyRoutes);

  app.get(
    '/account',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Who is signed in: ID, username, role and whether they have a password',
        response: { 200: AccountResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const stored = await findActiveUserByUsername(app.db, user.username);
      return {
        data: {
          user_id: user.userId,
          username: user.username,
          role: user.role,
          has_password: stored !== undefined && stored.passwordHash !== NO_PASSWORD_HASH,
        },
      };
    },
  );

  app.put(
    '/account/password',
    {
      config: { access: 'member' },
      schema: {
        summary:
          'Change your own password: the current one is asked for (a wrong one counts as a failed login), or set a first one when you joined with a passkey; every other session of yours ends, this one stays',
        body: PasswordChangeRequestSchema,
        response: { 200: SignedOutResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const caller = sessionUser(request);
      const { current_password, new_password } = request.body;
      const user = await findActiveUserByUsername(app.db, caller.username);
      // Deleted or renamed since the session was read: the session no longer stands for them.
      if (user?.id !== caller.userId) throw new HttpError(401, 'Please log in again.');
      if (user.passwordHash !== NO_PASSWORD_HASH) {
        await checkCurrentPassword(request.ip, user, current_password);
      }

      const newHash = await hashPassword(new_password);
      const now = new Date();
      const signedOut = await app.db.transaction().execute(async (trx) => {
        // Still the hash that was checked (or still none): a change made meanwhile is not overwritten.
        if (!(await replacePasswordHash(trx, user.id, user.passwordHash, newHash, now))) {
          throw new HttpError(409, PASSWORD_CHANGED_MEANWHILE);
        }
        return revokeOtherSessions(trx, user.id, caller.sessionId, now);
      });
      return { data: { signed_out: signedOut } };
    },
  );

  /** The current password, checked as a login attempt: a wrong one counts, and the fifth locks. */
  async function checkCurrentPassword(
    ip: string,
    user: { username: string; passwordHash: string },
    currentPassword: string | undefined,
  ): Promise<void> {
    if (currentPassword === undefined) {
      throw new HttpError(400, 'current_password is required');
    }
    const check = await checkPasswordThrottled(
      app.db,
      newLoginAttempt(ip, user.username),
      abandoned,
      () => verifyPassword(user.passwordHash, currentPassword),
    );
    if (check.kind === 'locked') {
      throw new HttpError(429, 'Too many wrong passwords. Try again later.', {
        'retry-after': String(check.retryAfter),
      });
    }
    if (check.kind === 'too-slow') {
      throw new HttpError(
        503,
        'The server took too long to check your password. Please try again.',
        { 'retry-after': '5' },
      );
    }
    if (!check.right) throw new HttpError(403, WRONG_CURRENT_PASSWORD);
  }

  app.get(
    '/account/sessions',
    {
      config: { access: 'member' },
      schema: {
        summary:
          'The devices you are signed in on: browser, first and last use (to within five minutes), and which one is this',
        response: { 200: AccountSessionListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const caller = sessionUser(request);
      const sessions = await listOpenSessions(app.db, caller.userId, new Date());
      return {
        data: sessions.map((session) => ({
          id: session.id,
          device: session.device,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          current: session.id === caller.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/account/sessions/:ID',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Sign out one of your devices: it is refused at its next request',
        params: IdParamsSchema,
        response: { 204: EMPTY_RESPONSE, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const caller = sessionUser(request);
      const id = request.params.ID;
      // Another person's session, an ended one or none at all: the same answer.
      if (!(await revokeOwnSession(app.db, caller.userId, id, new Date()))) {
        throw new HttpError(404, `You are not signed in on a device ${id}`);
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/account/sessions/sign-out-others',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Sign out everywhere else: every session of yours but this one ends',
        response: { 200: SignedOutResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const caller = sessionUser(request);
      const signedOut = await revokeOtherSessions(
        app.db,
        caller.userId,
        caller.sessionId,
        new Date(),
      );
      return { data: { signed_out: signedOut } };
    },
  );
};
