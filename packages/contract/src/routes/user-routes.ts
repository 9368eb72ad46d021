import { z } from 'zod';
import { acceptedSchema } from '../api/auth.ts';
import { tenantQuerySchema } from '../api/tenant-query.ts';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailResultSchema,
  resetPasswordRequestSchema,
  tokenParamsSchema,
  undoEmailChangeResultSchema,
  updateUserRequestSchema,
  userDetailSchema,
  userIdParamsSchema,
} from '../api/users.ts';
import { defineRoute } from './define-route.ts';

const tags = ['user'] as const;
const ownAccountErrors = [401, 403, 404] as const;

/** The signed-in user's own account (seed 001 "User"), plus the two links that come by mail. */
export const userRoutes = {
  userDetail: defineRoute({
    method: 'GET',
    path: '/user/detail/:id',
    tenant: 'optional',
    access: 'account.read',
    params: userIdParamsSchema,
    response: userDetailSchema,
    errors: ownAccountErrors,
    tags,
    summary: 'The account settings of the signed-in user (own id only)',
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/user/update/:id',
    tenant: 'optional',
    access: 'account.update',
    params: userIdParamsSchema,
    body: updateUserRequestSchema,
    response: userDetailSchema,
    errors: ownAccountErrors,
    tags,
    summary: 'Change full name, language and mail/notification choices (own id only)',
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/user/change-password',
    tenant: 'optional',
    access: 'account.changePassword',
    body: changePasswordRequestSchema,
    response: acceptedSchema,
    errors: ownAccountErrors,
    tags,
    summary: "Change the signed-in user's password; their other sessions end",
  }),
  changeEmail: defineRoute({
    method: 'PUT',
    path: '/user/change-email/:id',
    tenant: 'optional',
    access: 'account.changeEmail',
    params: userIdParamsSchema,
    body: changeEmailRequestSchema,
    response: z.union([acceptedSchema, userDetailSchema]),
    errors: [401, 403, 404, 409],
    tags,
    summary: 'Ask for a new e-mail address (a confirmation link goes to it)',
    description:
      'Needs the caller’s current password (702 when wrong). Own id: answers {accepted: true} and mails a confirmation link to the new address. A system admin may name any user: the address changes at once, the old address is told, and the updated user is answered.',
  }),
  cancelUser: defineRoute({
    method: 'DELETE',
    path: '/user/cancel/:id',
    tenant: 'optional',
    access: 'account.cancel',
    params: userIdParamsSchema,
    response: acceptedSchema,
    errors: ownAccountErrors,
    tags,
    summary: 'Close the signed-in end user’s own account: every session ends and the account is deleted',
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/user/reset-password/:token',
    tenant: 'host',
    access: 'public',
    params: tokenParamsSchema,
    query: tenantQuerySchema,
    body: resetPasswordRequestSchema,
    response: acceptedSchema,
    errors: [403, 404],
    tags,
    summary: 'Set a new password with the link of the forgot-password mail; every session ends',
  }),
  confirmEmail: defineRoute({
    method: 'PUT',
    path: '/user/confirm-email/:token',
    tenant: 'host',
    access: 'public',
    params: tokenParamsSchema,
    query: tenantQuerySchema,
    response: confirmEmailResultSchema,
    errors: [404, 409],
    tags,
    summary: 'Confirm a new e-mail address with the link mailed to it (no login needed); every session ends',
  }),
  undoEmailChange: defineRoute({
    method: 'PUT',
    path: '/user/undo-email-change/:token',
    tenant: 'host',
    access: 'public',
    params: tokenParamsSchema,
    query: tenantQuerySchema,
    response: undoEmailChangeResultSchema,
    errors: [404, 409],
    tags,
    summary:
      'Put the old e-mail address back with the link mailed to it after a change (7 days); every session ends',
  }),
};
