import type { accountRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { accountDepsOf } from './account-deps-of.ts';
import { requestPasswordReset } from './account-jobs.ts';
import { assertForgotPasswordOffered } from './password-reset-service.ts';
import { confirmRegistration, resendConfirmation } from './registration-confirm-service.ts';
import { registerUser } from './registration-service.ts';

/** Account calls made before login: registration and its confirmation, forgot password. */
export function accountHandlers(app: FastifyInstance): RouteHandlers<typeof accountRoutes> {
  const deps = accountDepsOf(app);
  return {
    register: async ({ tenant, body, request }) => registerUser(deps, tenant, body, request.ip),
    signUp: async ({ tenant, body, request }) => registerUser(deps, tenant, body, request.ip),
    forgotPassword: async ({ tenant, query }) => {
      assertForgotPasswordOffered(tenant);
      await requestPasswordReset(deps, tenant, query.email);
      return { accepted: true as const };
    },
    confirmRegistration: async ({ tenant, params }) => {
      await confirmRegistration(deps, tenant, params.token);
      return { accepted: true as const };
    },
    resendConfirmation: async ({ tenant, query, request }) => {
      await resendConfirmation(deps, tenant, query.email, request.ip);
      return { accepted: true as const };
    },
  };
}
