import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
import { HttpError, parseInput } from '../http-error';
import { requireUser } from '../plugins/auth';

const LoginBodySchema = z.object(
  {
    username: z
      .string({ error: 'Username and password are required' })
      .trim()
      .min(1, 'Username and password are required')
      .max(64, 'Invalid username or password'),
    password: z
      .string({ error: 'Username and password are required' })
      .min(1, 'Username and password are required')
      .max(256, 'Invalid username or password'),
  },
  { error: 'Username and password are required' },
);

const INVALID_CREDENTIALS = 'Invalid username or password';

/** POST /api/login, POST /api/logout, GET /api/session. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/login', async (request) => {
    const body = parseInput(LoginBodySchema, request.body);
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
  });

  app.post('/logout', async (request, reply) => {
    const user = requireUser(request);
    await revokeSession(app.db, user.sessionId, new Date());
    return reply.code(204).send();
  });

  app.get('/session', async (request) => {
    const user = requireUser(request);
    return { data: { username: user.username, role: user.role } };
  });
}
