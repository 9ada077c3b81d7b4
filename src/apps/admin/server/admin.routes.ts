import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  liftAddressLock,
  liftLoginLock,
  listAddressLocks,
  listLoginLocks,
} from '#server-kit/auth/login-throttle.repository';
import { hashPassword } from '#server-kit/auth/passwords';
import { revokeOtherSessions, revokeUserSessions } from '#server-kit/auth/sessions.repository';
import { HttpError } from '#server-kit/http-error';
import { sessionUser } from '#server-kit/request-user';
import { ERROR_RESPONSES } from '#server-kit/route-responses';
import { listObjects } from '#server-kit/storage/objects.repository';
import { toListedStorageAsset } from '#server-kit/storage/storage-asset';
import { DeletedResponseSchema, IdParamsSchema } from '#shared/id.schemas';
import {
  AddressLockLiftedResponseSchema,
  AddressLockListResponseSchema,
  AddressParamsSchema,
  LoginLockLiftedResponseSchema,
  LoginLockListResponseSchema,
  NewUserRequestSchema,
  RoleListResponseSchema,
  S3AssetsResponseSchema,
  UserListQuerySchema,
  UserResponseSchema,
  UsersResponseSchema,
  UserUpdateRequestSchema,
  type User,
} from '../shared/admin.schemas';
import {
  createUser,
  findActiveUserById,
  findRoleIdByName,
  isUniqueViolation,
  isUsernameTaken,
  listActiveUserNames,
  listRoles,
  listUsers,
  softDeleteUser,
  updateUser,
  type UserRecord,
} from './users.repository';

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

/** Who uploaded an object, in words: a username, "Site" for a site asset, else "User 7". */
function uploaderName(ownerId: number | null, usernames: ReadonlyMap<number, string>): string {
  if (ownerId === null) return 'Site';
  return usernames.get(ownerId) ?? `User ${ownerId}`;
}

function userNotFound(id: number): HttpError {
  return new HttpError(404, `User ${id} not found`);
}

/**
 * Users, roles and the storage listing: `/data_models/users`, `/data_models/roles`, `/s3-assets`.
 * Only the user listing is open to every logged-in role, and then without emails or comments.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/data_models/users',
    {
      config: { access: 'member' },
      schema: {
        summary:
          'Active users: every field for an Admin, ID and username for others; deleted ones too for an Admin who asks',
        querystring: UserListQuerySchema,
        response: { 200: UsersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      if (sessionUser(request).role === 'Admin') {
        const includeDeleted = request.query.include_deleted === 'true';
        return { data: (await listUsers(app.db, { includeDeleted })).map(toUser) };
      }
      // Deleted users stay hidden from other roles, whatever they ask for.
      const names = await listActiveUserNames(app.db);
      return { data: names.map((user) => ({ ID: user.id, username: user.username })) };
    },
  );

  app.post(
    '/data_models/users',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Create a user',
        body: NewUserRequestSchema,
        response: { 201: UserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const roleId = await roleIdFor(body.access_role);
      if (await isUsernameTaken(app.db, body.username)) throw usernameTaken(body.username);

      const passwordHash = await hashPassword(body.password);
      let id: number;
      try {
        id = await createUser(
          app.db,
          {
            username: body.username,
            email: body.email,
            roleId,
            comment: body.comment,
            passwordHash,
          },
          new Date(),
        );
      } catch (error) {
        // Two Admins creating the same name at once: the unique index decides.
        if (isUniqueViolation(error)) throw usernameTaken(body.username);
        throw error;
      }
      const created = await activeUserOrThrow(id);
      return reply.code(201).send({ data: toUser(created) });
    },
  );

  app.put(
    '/data_models/users/:ID',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Edit a user; an empty password keeps the current one',
        params: IdParamsSchema,
        body: UserUpdateRequestSchema,
        response: { 200: UserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const admin = sessionUser(request);
      const id = request.params.ID;
      const body = request.body;
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
      return { data: toUser(await activeUserOrThrow(id)) };
    },
  );

  app.delete(
    '/data_models/users/:ID',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete a user (kept, marked deleted) and end their sessions',
        params: IdParamsSchema,
        response: { 200: DeletedResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const admin = sessionUser(request);
      const id = request.params.ID;
      if (id === admin.userId) throw new HttpError(400, 'You cannot delete your own account.');
      const now = new Date();
      await app.db.transaction().execute(async (trx) => {
        if (!(await softDeleteUser(trx, id, now))) throw userNotFound(id);
        await revokeUserSessions(trx, id, now);
      });
      return { data: { ID: id, deleted: true as const } };
    },
  );

  app.get(
    '/login-locks',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The accounts locked now by failed logins, and for how many more seconds',
        response: { 200: LoginLockListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => {
      const locks = await listLoginLocks(app.db, new Date());
      if (locks.length === 0) return { data: [] };
      const retryAfter = new Map(locks.map((lock) => [lock.username, lock.retryAfter]));
      const users = await listUsers(app.db, { includeDeleted: false });
      return {
        data: users.flatMap((user) => {
          const seconds = retryAfter.get(user.username.toLowerCase());
          return seconds !== undefined
            ? [{ ID: user.id, username: user.username, retry_after: seconds }]
            : [];
        }),
      };
    },
  );

  app.delete(
    '/login-locks/:ID',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Lift an account's login lock: its failed logins are forgotten",
        params: IdParamsSchema,
        response: { 200: LoginLockLiftedResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = await activeUserOrThrow(request.params.ID);
      await liftLoginLock(app.db, user.username);
      return { data: { ID: user.id, username: user.username, unlocked: true as const } };
    },
  );

  app.get(
    '/address-locks',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'The addresses locked now by failed logins from them, and for how many more seconds',
        response: { 200: AddressLockListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({
      data: (await listAddressLocks(app.db, new Date())).map(({ address, retryAfter }) => ({
        address,
        retry_after: retryAfter,
      })),
    }),
  );

  app.delete(
    '/address-locks/:address',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Lift an address's login lock: the failed logins from it are forgotten",
        params: AddressParamsSchema,
        response: { 200: AddressLockLiftedResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { address } = request.params;
      await liftAddressLock(app.db, address);
      return { data: { address, unlocked: true as const } };
    },
  );

  app.get(
    '/data_models/roles',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The roles a user can have',
        response: { 200: RoleListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => {
      const roles = await listRoles(app.db);
      return { data: roles.map((role) => ({ ID: role.id, role_name: role.role_name })) };
    },
  );

  app.get(
    '/s3-assets',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Every stored object (S3 field names), whether anyone may fetch it (`public`) and who uploaded it (`uploader`)',
        response: { 200: S3AssetsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => {
      const [objects, users] = await Promise.all([
        listObjects(app.db),
        listUsers(app.db, { includeDeleted: true }),
      ]);
      const usernames = new Map(users.map((user) => [user.id, user.username]));
      return {
        assets: objects.map((object) => ({
          ...toListedStorageAsset(object),
          uploader: uploaderName(object.owner_id, usernames),
        })),
      };
    },
  );
};
