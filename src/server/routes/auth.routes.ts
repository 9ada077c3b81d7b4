import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  SessionResponseSchema,
} from '../../shared/auth.schemas';
import {
  clearLoginFailures,
  ipScope,
  loginRetryAfterSeconds,
  recordLoginFailure,
  usernameScope,
} from '../auth/login-throttle.repository';
import { verifyDecoyPassword, verifyPassword } from '../auth/passwords';
import { insertSession, revokeSession, sessionLifetimeMs } from '../auth/sessions.repository';
import { generateToken, hashToken } from '../auth/tokens';
import { findActiveUserByUsername } from '../auth/users.repository';
import { HttpError } from '../http-error';
import { EMPTY_RESPONSE, ERROR_RESPONSES } from '../route-responses';
import { sessionUser } from '../plugins/auth';

const INVALID_CREDENTIALS = 'Invalid username or password';

/** POST /api/login, POST /api/logout, GET /api/session. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Log in: a bearer token for the session',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const body = request.body;
      const now = new Date();
      const scopes = [ipScope(request.ip), usernameScope(body.username)];
      const retryAfter = await loginRetryAfterSeconds(app.db, scopes, now);
      if (retryAfter > 0) {
        throw new HttpError(429, 'Too many failed login attempts. Try again later.', {
          'retry-after': String(retryAfter),
        });
      }

      const user = await findActiveUserByUsername(app.db, body.username);
      const valid = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyDecoyPassword(body.password);
      if (!user || !valid) {
        await recordLoginFailure(app.db, scopes, now);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }

      await clearLoginFailures(app.db, usernameScope(body.username));
      const token = generateToken();
      await insertSession(
        app.db,
        {
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + sessionLifetimeMs(user.role)),
        },
        now,
      );
      return { data: { role: user.role, token, username: user.username } };
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
      return { data: { username: user.username, role: user.role } };
    },
  );
};
