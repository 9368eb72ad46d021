import type { accountRoutes, adminAccountRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { accountDepsOf } from './account-deps-of.ts';
import { requestAdminPasswordReset, requestPasswordReset } from './account-jobs.ts';
import { checkAdminPasswordResetToken, resetAdminPassword } from './admin-password-reset-service.ts';
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

/** The administration site's forgot password, for staff accounts (no tenant). */
export function adminAccountHandlers(app: FastifyInstance): RouteHandlers<typeof adminAccountRoutes> {
  const deps = accountDepsOf(app);
  return {
    adminForgotPassword: async ({ query }) => {
      await requestAdminPasswordReset(deps, query.email);
      return { accepted: true as const };
    },
    adminCheckResetToken: async ({ params }) => {
      await checkAdminPasswordResetToken(deps, params.token);
      return { accepted: true as const };
    },
    adminResetPassword: async ({ params, body }) => {
      await resetAdminPassword(deps, params.token, body);
      return { accepted: true as const };
    },
  };
}
