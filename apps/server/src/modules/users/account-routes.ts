import type { accountRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { accountDepsOf } from './account-deps-of.ts';
import { requestPasswordReset } from './account-jobs.ts';
import { assertForgotPasswordOffered } from './password-reset-service.ts';
import { registerUser } from './registration-service.ts';

/** Account calls made before login: registration and forgot password (seed 001 "Authentication"). */
export function accountHandlers(app: FastifyInstance): RouteHandlers<typeof accountRoutes> {
  const deps = accountDepsOf(app);
  return {
    register: async ({ tenant, body }) => registerUser(deps, tenant, body),
    signUp: async ({ tenant, body }) => registerUser(deps, tenant, body),
    forgotPassword: async ({ tenant, query }) => {
      assertForgotPasswordOffered(tenant);
      await requestPasswordReset(deps, tenant, query.email);
      return { accepted: true as const };
    },
  };
}
