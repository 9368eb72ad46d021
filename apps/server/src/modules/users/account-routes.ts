import {
  acceptedSchema,
  authUserSchema,
  forgotPasswordQuerySchema,
  signUpRequestSchema,
  successEnvelope,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/openapi-responses.ts';
import { resolveTenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { accountDepsOf } from './account-deps-of.ts';
import { assertForgotPasswordOffered, issuePasswordReset } from './password-reset-service.ts';
import { registerUser } from './registration-service.ts';

/** Account calls made before login: registration and forgot password (seed 001 "Authentication"). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDepsOf(app);

  for (const url of ['/auth/register', '/auth/sign-up']) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          summary: 'A reader creates an account on the portal (when the company allows registration)',
          description:
            'Validation per seed 002 §5 and the company password policy; answers the new user without a session (log in next). The welcome mail is sent after the answer.',
          body: signUpRequestSchema,
          response: { 200: successEnvelope(authUserSchema), ...errorResponses(403, 404, 409) },
        },
      },
      async (request) => {
        const tenant = await resolveTenant(app.deps.db, tenantHintOf(request));
        return ok(await registerUser(deps, tenant, request.body));
      },
    );
  }

  app.put(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use reset link (always the same answer, whether the address exists or not)',
        querystring: forgotPasswordQuerySchema,
        response: { 200: successEnvelope(acceptedSchema), ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const tenant = await resolveTenant(app.deps.db, tenantHintOf(request));
      assertForgotPasswordOffered(tenant);
      const identifier = request.query.email;
      deps.afterReply.run('password reset', () => issuePasswordReset(deps, tenant, identifier));
      return ok({ accepted: true as const });
    },
  );
};
