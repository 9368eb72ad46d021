import {
  acceptedSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailResultSchema,
  resetPasswordRequestSchema,
  successEnvelope,
  tenantQuerySchema,
  tokenParamsSchema,
  updateUserRequestSchema,
  userDetailSchema,
  userIdParamsSchema,
} from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/openapi-responses.ts';
import { resolveTenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { accountDepsOf } from './account-deps-of.ts';
import { confirmEmailChange, requestEmailChange } from './email-change-service.ts';
import { changePassword } from './password-change-service.ts';
import { resetPassword } from './password-reset-service.ts';
import { cancelAccount, getUserDetail, updateAccountSettings } from './profile-service.ts';

const accepted = ok({ accepted: true as const });

/** The signed-in user's own account (seed 001 "User"), plus the two links that come by mail. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDepsOf(app);
  const signedIn = (request: FastifyRequest) => authenticate(deps.db, deps.clock, request);
  const ownAccountErrors = errorResponses(401, 403, 404);

  app.get(
    '/user/detail/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'The account settings of the signed-in user (own id only)',
        params: userIdParamsSchema,
        response: { 200: successEnvelope(userDetailSchema), ...ownAccountErrors },
      },
    },
    async (request) => ok(await getUserDetail(deps, await signedIn(request), request.params.id)),
  );

  app.put(
    '/user/update/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'Change full name, language and mail/notification choices (own id only)',
        params: userIdParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: successEnvelope(userDetailSchema), ...ownAccountErrors },
      },
    },
    async (request) =>
      ok(await updateAccountSettings(deps, await signedIn(request), request.params.id, request.body)),
  );

  app.put(
    '/user/change-password',
    {
      schema: {
        tags: ['user'],
        summary: "Change the signed-in user's password; their other sessions end",
        body: changePasswordRequestSchema,
        response: { 200: successEnvelope(acceptedSchema), ...ownAccountErrors },
      },
    },
    async (request) => {
      await changePassword(deps, await signedIn(request), request.body);
      return accepted;
    },
  );

  app.put(
    '/user/change-email/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'Ask for a new e-mail address (a confirmation link goes to it)',
        description:
          'Own id: answers {accepted: true} and mails a confirmation link to the new address. A system admin may name any user: the address changes at once and the updated user is answered.',
        params: userIdParamsSchema,
        body: changeEmailRequestSchema,
        response: {
          200: successEnvelope(z.union([acceptedSchema, userDetailSchema])),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      ok(await requestEmailChange(deps, await signedIn(request), request.params.id, request.body.new_email)),
  );

  app.delete(
    '/user/cancel/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'Close the signed-in end user’s own account: every session ends and the account is deleted',
        params: userIdParamsSchema,
        response: { 200: successEnvelope(acceptedSchema), ...ownAccountErrors },
      },
    },
    async (request) => {
      await cancelAccount(deps, await signedIn(request), request.params.id);
      return accepted;
    },
  );

  app.put(
    '/user/reset-password/:token',
    {
      schema: {
        tags: ['user'],
        summary: 'Set a new password with the link of the forgot-password mail; every session ends',
        params: tokenParamsSchema,
        querystring: tenantQuerySchema,
        body: resetPasswordRequestSchema,
        response: { 200: successEnvelope(acceptedSchema), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const tenant = await resolveTenant(deps.db, tenantHintOf(request));
      await resetPassword(deps, tenant, request.params.token, request.body);
      return accepted;
    },
  );

  app.put(
    '/user/confirm-email/:token',
    {
      schema: {
        tags: ['user'],
        summary: 'Confirm a new e-mail address with the link mailed to it (no login needed)',
        params: tokenParamsSchema,
        querystring: tenantQuerySchema,
        response: { 200: successEnvelope(confirmEmailResultSchema), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const tenant = await resolveTenant(deps.db, tenantHintOf(request));
      return ok(await confirmEmailChange(deps, tenant, request.params.token));
    },
  );
};
