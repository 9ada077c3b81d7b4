import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  finishPasskeyRegistration,
  listPasskeys,
  PasskeyRefusedError,
  relyingPartyFor,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
} from '#server-kit/auth/passkeys';
import { summarizeUserAgent } from '#server-kit/auth/device-summary';
import { HttpError } from '#server-kit/http-error';
import { sessionUser } from '#server-kit/request-user';
import { EMPTY_RESPONSE, ERROR_RESPONSES } from '#server-kit/route-responses';
import { IdParamsSchema } from '#shared/id.schemas';
import {
  PasskeyAddRequestSchema,
  PasskeyListResponseSchema,
  PasskeyRenameRequestSchema,
  PasskeyResponseSchema,
  WebAuthnOptionsResponseSchema,
} from '#shared/passkey.schemas';

/** One's own passkeys (decision 031): list, add, rename, remove. */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/passkeys',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Your passkeys: name, when added and when last used to sign in',
        response: { 200: PasskeyListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listPasskeys(app.db, sessionUser(request).userId) }),
  );

  app.post(
    '/account/passkeys/options',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Start adding a passkey: options for the browser, valid for five minutes',
        response: { 200: WebAuthnOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const caller = sessionUser(request);
      const rp = relyingPartyFor(app.config.publicUrl, request);
      const options = await startPasskeyRegistration(
        app.db,
        rp,
        { id: caller.userId, username: caller.username },
        new Date(),
      );
      return { data: { ...options } };
    },
  );

  app.post(
    '/account/passkeys',
    {
      config: { access: 'member' },
      schema: {
        summary:
          "Add a passkey: the browser's answer to the options, and a name (the browser's by default)",
        body: PasskeyAddRequestSchema,
        response: { 201: PasskeyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const caller = sessionUser(request);
      const rp = relyingPartyFor(app.config.publicUrl, request);
      const name =
        request.body.name ?? (summarizeUserAgent(request.headers['user-agent']) || 'Passkey');
      try {
        const passkey = await finishPasskeyRegistration(
          app.db,
          rp,
          { id: caller.userId },
          request.body.response,
          name,
          new Date(),
        );
        return reply.code(201).send({ data: passkey });
      } catch (error) {
        if (error instanceof PasskeyRefusedError) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );

  app.patch(
    '/account/passkeys/:ID',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Rename one of your passkeys',
        params: IdParamsSchema,
        body: PasskeyRenameRequestSchema,
        response: { 200: PasskeyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const caller = sessionUser(request);
      const id = request.params.ID;
      const passkey = await renamePasskey(app.db, caller.userId, id, request.body.name);
      if (!passkey) throw new HttpError(404, `You have no passkey ${id}`);
      return { data: passkey };
    },
  );

  app.delete(
    '/account/passkeys/:ID',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Remove one of your passkeys: it signs no one in from now on',
        params: IdParamsSchema,
        response: { 204: EMPTY_RESPONSE, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const caller = sessionUser(request);
      const id = request.params.ID;
      // Another person's passkey or none at all: the same answer.
      if (!(await removePasskey(app.db, caller.userId, id))) {
        throw new HttpError(404, `You have no passkey ${id}`);
      }
      return reply.code(204).send();
    },
  );
};
