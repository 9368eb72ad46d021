import type { userRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { accountDepsOf } from './account-deps-of.ts';
import { confirmEmailChange, requestEmailChange, undoEmailChange } from './email-change-service.ts';
import { changePassword } from './password-change-service.ts';
import { checkPasswordResetToken, resetPassword } from './password-reset-service.ts';
import { cancelAccount, getUserDetail, updateAccountSettings } from './profile-service.ts';

const accepted = { accepted: true as const };

/** The signed-in user's own account, plus the two links that come by mail. */
export function userHandlers(app: FastifyInstance): RouteHandlers<typeof userRoutes> {
  const deps = accountDepsOf(app);
  return {
    userDetail: async ({ session, params }) => getUserDetail(deps, session, params.id),
    updateUser: async ({ session, params, body }) => updateAccountSettings(deps, session, params.id, body),
    changePassword: async ({ session, body, request }) => {
      await changePassword(deps, session, body, request.ip);
      return accepted;
    },
    changeEmail: async ({ session, params, body, request }) =>
      requestEmailChange(deps, session, params.id, body, request.ip),
    cancelUser: async ({ session, params }) => {
      await cancelAccount(deps, session, params.id);
      return accepted;
    },
    resetPassword: async ({ tenant, params, body }) => {
      await resetPassword(deps, tenant, params.token, body);
      return accepted;
    },
    checkResetToken: async ({ tenant, params }) => {
      await checkPasswordResetToken(deps, tenant, params.token);
      return accepted;
    },
    confirmEmail: async ({ tenant, params }) => confirmEmailChange(deps, tenant, params.token),
    undoEmailChange: async ({ tenant, params }) => undoEmailChange(deps, tenant, params.token),
  };
}
