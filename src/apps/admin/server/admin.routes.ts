import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../../../server/auth/passwords';
import { revokeUserSessions } from '../../../server/auth/sessions.repository';
import { HttpError, parseInput } from '../../../server/http-error';
import { requireRole, requireUser } from '../../../server/plugins/auth';
import { listObjects } from '../../../server/storage/objects.repository';
import { toStorageAsset } from '../../../server/storage/storage-asset';
import {
  RoleListResponseSchema,
  S3AssetsResponseSchema,
  USER_LIMITS,
  USERNAME_PATTERN,
  UserListResponseSchema,
  UserNameListResponseSchema,
  UserResponseSchema,
  type User,
} from '../shared/admin.schemas';
import {
  createUser,
  findActiveUserById,
  findRoleIdByName,
  isUniqueViolation,
  isUsernameTaken,
  listActiveUserNames,
  listAllUsers,
  listRoles,
  revokeOtherSessions,
  softDeleteUser,
  updateUser,
  type UserRecord,
} from './users.repository';
import { IdParamsSchema } from '../../../server/route-params';

function requiredString(message: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? 'is required' : message),
  });
}

const commentSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .max(USER_LIMITS.commentMax, `must be at most ${USER_LIMITS.commentMax} characters`)
  // PostgreSQL text cannot hold NUL; refuse it on both databases alike.
  .refine((comment) => !comment.includes('\u0000'), 'must not contain NUL characters')
  .nullish()
  .transform((comment) => comment ?? '');

const userFields = {
  username: requiredString('must be a string')
    .trim()
    .min(1, 'is required')
    .max(USER_LIMITS.usernameMax, `must be at most ${USER_LIMITS.usernameMax} characters`)
    .regex(USERNAME_PATTERN, 'may contain only letters, digits, ".", "_" and "-"'),
  email: requiredString('must be a string')
    .trim()
    .min(1, 'is required')
    .max(USER_LIMITS.emailMax, `must be at most ${USER_LIMITS.emailMax} characters`)
    // The rule browsers apply to <input type="email">: it accepts the first Admin's admin@localhost.
    .pipe(
      z.email({
        pattern: z.regexes.html5Email,
        error: 'must be an email address like name@example.com',
      }),
    ),
  access_role: requiredString('must be a role name').min(1, 'is required'),
  comment: commentSchema,
};

const BODY_ERROR = { error: 'The request body must be a JSON object' };

const CreateUserBodySchema = z.object(
  {
    ...userFields,
    password: requiredString('must be a string')
      .min(1, 'is required')
      .min(USER_LIMITS.passwordMin, `must be at least ${USER_LIMITS.passwordMin} characters`)
      .max(USER_LIMITS.passwordMax, `must be at most ${USER_LIMITS.passwordMax} characters`),
  },
  BODY_ERROR,
);

const UpdateUserBodySchema = z.object(
  {
    ...userFields,
    // Empty or absent keeps the current password (the spec's form sends '' when left blank).
    password: z
      .string({ error: 'must be a string' })
      .max(USER_LIMITS.passwordMax, `must be at most ${USER_LIMITS.passwordMax} characters`)
      .refine(
        (password) => password === '' || password.length >= USER_LIMITS.passwordMin,
        `must be at least ${USER_LIMITS.passwordMin} characters`,
      )
      .nullish(),
  },
  BODY_ERROR,
);

function toUser(record: UserRecord): User {
  return {
    ID: record.id,
    username: record.username,
    email: record.email,
    access_role: record.roleName,
    comment: record.comment,
    CreatedAt: record.createdAt,
    UpdatedAt: record.updatedAt,
    DeletedAt: record.deletedAt,
  };
}

function usernameTaken(username: string): HttpError {
  return new HttpError(409, `Username "${username}" is already taken`);
}

function userNotFound(id: number): HttpError {
  return new HttpError(404, `User ${id} not found`);
}

/**
 * Users, roles and the storage listing: `/data_models/users`, `/data_models/roles`, `/s3-assets`.
 * Only the user listing is open to every logged-in role, and then without emails or comments.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  async function roleIdFor(roleName: string): Promise<number> {
    const roleId = await findRoleIdByName(app.db, roleName);
    if (roleId === undefined) throw new HttpError(400, `access_role: unknown role "${roleName}"`);
    return roleId;
  }

  async function activeUserOrThrow(id: number): Promise<UserRecord> {
    const user = await findActiveUserById(app.db, id);
    if (!user) throw userNotFound(id);
    return user;
  }

  app.get('/data_models/users', async (request) => {
    const viewer = requireUser(request);
    if (viewer.role === 'Admin') {
      const users = await listAllUsers(app.db);
      return UserListResponseSchema.parse({ data: users.map(toUser) });
    }
    const names = await listActiveUserNames(app.db);
    return UserNameListResponseSchema.parse({
      data: names.map((user) => ({ ID: user.id, username: user.username })),
    });
  });

  app.post('/data_models/users', async (request, reply) => {
    requireRole(request, ['Admin']);
    const body = parseInput(CreateUserBodySchema, request.body);
    const roleId = await roleIdFor(body.access_role);
    if (await isUsernameTaken(app.db, body.username)) throw usernameTaken(body.username);

    const passwordHash = await hashPassword(body.password);
    let id: number;
    try {
      id = await createUser(
        app.db,
        { username: body.username, email: body.email, roleId, comment: body.comment, passwordHash },
        new Date(),
      );
    } catch (error) {
      // Two Admins creating the same name at once: the unique index decides.
      if (isUniqueViolation(error)) throw usernameTaken(body.username);
      throw error;
    }
    const created = await activeUserOrThrow(id);
    return reply.code(201).send(UserResponseSchema.parse({ data: toUser(created) }));
  });

  app.put('/data_models/users/:ID', async (request) => {
    const admin = requireRole(request, ['Admin']);
    const { ID: id } = parseInput(IdParamsSchema, request.params);
    const body = parseInput(UpdateUserBodySchema, request.body);
    const current = await activeUserOrThrow(id);
    if (id === admin.userId && body.access_role !== 'Admin') {
      throw new HttpError(400, 'You cannot remove the Admin role from your own account.');
    }
    const roleId = await roleIdFor(body.access_role);
    if (await isUsernameTaken(app.db, body.username, id)) throw usernameTaken(body.username);

    const newPassword = body.password ? body.password : undefined;
    const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
    const roleChanged = body.access_role !== current.roleName;
    const now = new Date();
    try {
      await app.db.transaction().execute(async (trx) => {
        const updated = await updateUser(
          trx,
          id,
          {
            username: body.username,
            email: body.email,
            roleId,
            comment: body.comment,
            passwordHash,
          },
          now,
        );
        // Deleted between the lookup and now.
        if (!updated) throw userNotFound(id);
        if (roleChanged || passwordHash !== undefined) {
          // Old tokens must not outlive the credentials or the permissions they were issued for;
          // the Admin editing their own password keeps the session they are using.
          if (id === admin.userId) await revokeOtherSessions(trx, id, admin.sessionId, now);
          else await revokeUserSessions(trx, id, now);
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken(body.username);
      throw error;
    }
    return UserResponseSchema.parse({ data: toUser(await activeUserOrThrow(id)) });
  });

  app.delete('/data_models/users/:ID', async (request, reply) => {
    const admin = requireRole(request, ['Admin']);
    const { ID: id } = parseInput(IdParamsSchema, request.params);
    if (id === admin.userId) throw new HttpError(400, 'You cannot delete your own account.');
    const now = new Date();
    await app.db.transaction().execute(async (trx) => {
      if (!(await softDeleteUser(trx, id, now))) throw userNotFound(id);
      await revokeUserSessions(trx, id, now);
    });
    return reply.code(204).send();
  });

  app.get('/data_models/roles', async (request) => {
    requireRole(request, ['Admin']);
    const roles = await listRoles(app.db);
    return RoleListResponseSchema.parse({
      data: roles.map((role) => ({ ID: role.id, role_name: role.role_name })),
    });
  });

  app.get('/s3-assets', async (request) => {
    requireRole(request, ['Admin']);
    const objects = await listObjects(app.db);
    return S3AssetsResponseSchema.parse({ assets: objects.map(toStorageAsset) });
  });
}
