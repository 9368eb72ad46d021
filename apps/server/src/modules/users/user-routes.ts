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
    userDetail: async ({ session, authorize, params }) => getUserDetail(deps, session, authorize, params.id),
    updateUser: async ({ session, authorize, params, body }) =>
      updateAccountSettings(deps, session, authorize, params.id, body),
    changePassword: async ({ session, authorize, body, request }) => {
      await changePassword(deps, session, authorize, body, request.ip);
      return accepted;
    },
    changeEmail: async ({ session, authorize, params, body, request }) =>
      requestEmailChange(deps, session, authorize, params.id, body, request.ip),
    cancelUser: async ({ session, authorize, params }) => {
      await cancelAccount(deps, session, authorize, params.id);
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
