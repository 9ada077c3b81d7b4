import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  insertAccountLink,
  listOpenAccountLinks,
  type NewAccountLink,
  revokeAccountLink,
} from '#server-kit/auth/account-links.repository';
import type { AccountLinkPurpose } from '#server-kit/auth/account-links.table';
import { NO_PASSWORD_HASH } from '#server-kit/auth/passwords';
import { HttpError } from '#server-kit/http-error';
import { sessionUser } from '#server-kit/request-user';
import { publicOrigin } from '#server-kit/public-origin';
import { EMPTY_RESPONSE, ERROR_RESPONSES } from '#server-kit/route-responses';
import { ACCOUNT_LINK_PAGE_PATH } from '#shared/account-links.schemas';
import { IdParamsSchema } from '#shared/id.schemas';
import {
  type AccountLink,
  AccountLinkListResponseSchema,
  InvitationRequestSchema,
  NewAccountLinkResponseSchema,
  ResetLinkRequestSchema,
} from '../shared/account-links.schemas';
import {
  createUser,
  findActiveUserById,
  findRoleIdByName,
  isUniqueViolation,
  isUsernameTaken,
} from './users.repository';

/**
 * Invitation and reset links, the Admin's side (decision 030): make one (shown once), list the
 * open ones, take one back. Using a link is the account app's public side.
 */
export const accountLinkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  function shownOnce(
    request: Parameters<typeof publicOrigin>[1],
    link: NewAccountLink,
    person: { id: number; username: string },
    purpose: AccountLinkPurpose,
  ): AccountLink & { url: string } {
    return {
      id: link.id,
      user_id: person.id,
      username: person.username,
      purpose,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      // In the fragment: a browser sends it to no server when it opens the page, nor in a Referer.
      url: `${publicOrigin(app.config.publicUrl, request)}${ACCOUNT_LINK_PAGE_PATH}#${link.token}`,
    };
  }

  app.post(
    '/account-links/invitations',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Invite someone: creates the user without a password and a one-time link (valid 7 days, shown only in this answer) with which they choose one',
        body: InvitationRequestSchema,
        response: { 201: NewAccountLinkResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const admin = sessionUser(request);
      const body = request.body;
      const roleId = await findRoleIdByName(app.db, body.access_role);
      if (roleId === undefined) {
        throw new HttpError(400, `access_role: unknown role "${body.access_role}"`);
      }
      const taken = () => new HttpError(409, `Username "${body.username}" is already taken`);
      if (await isUsernameTaken(app.db, body.username)) throw taken();
      const now = new Date();
      try {
        const { userId, link } = await app.db.transaction().execute(async (trx) => {
          const userId = await createUser(
            trx,
            {
              username: body.username,
              email: body.email,
              roleId,
              comment: body.comment,
              passwordHash: NO_PASSWORD_HASH,
            },
            now,
          );
          const link = await insertAccountLink(
            trx,
            { userId, purpose: 'invitation', createdBy: admin.userId },
            now,
          );
          return { userId, link };
        });
        return reply.code(201).send({
          data: shownOnce(request, link, { id: userId, username: body.username }, 'invitation'),
        });
      } catch (error) {
        // Two Admins inviting the same name at once: the unique index decides.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },
  );

  app.post(
    '/account-links/resets',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "Make a reset link for a user: whoever opens it may choose the user's password once within 7 days (shown only in this answer); it replaces the user's older reset link",
        body: ResetLinkRequestSchema,
        response: { 201: NewAccountLinkResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const admin = sessionUser(request);
      const userId = request.body.user_id;
      const now = new Date();
      const made = await app.db.transaction().execute(async (trx) => {
        // Read in the transaction: a user deleted meanwhile gets no link.
        const user = await findActiveUserById(trx, userId);
        if (!user) return undefined;
        const link = await insertAccountLink(
          trx,
          { userId, purpose: 'reset', createdBy: admin.userId },
          now,
        );
        return { user, link };
      });
      if (!made) throw new HttpError(404, `User ${userId} not found`);
      return reply.code(201).send({
        data: shownOnce(request, made.link, made.user, 'reset'),
      });
    },
  );

  app.get(
    '/account-links',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'The invitation and reset links that may still be used, newest first (never their tokens)',
        response: { 200: AccountLinkListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => {
      const links = await listOpenAccountLinks(app.db, new Date());
      return {
        data: links.map((link) => ({
          id: link.id,
          user_id: link.userId,
          username: link.username,
          purpose: link.purpose,
          created_at: link.createdAt,
          expires_at: link.expiresAt,
        })),
      };
    },
  );

  app.delete(
    '/account-links/:ID',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Take back an invitation or reset link before it is used',
        params: IdParamsSchema,
        response: { 204: EMPTY_RESPONSE, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const id = request.params.ID;
      if (!(await revokeAccountLink(app.db, id, new Date()))) {
        throw new HttpError(404, `No open link ${id}`);
      }
      return reply.code(204).send();
    },
  );
};
