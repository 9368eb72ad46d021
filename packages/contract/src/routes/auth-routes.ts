import { z } from 'zod';
import {
  acceptedSchema,
  adminForgotPasswordQuerySchema,
  adminLoginRequestSchema,
  authInfoQuerySchema,
  authUserSchema,
  forgotPasswordQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  signUpRequestSchema,
} from '../api/auth.ts';
import { adminLoginResponseSchema } from '../api/second-factor.ts';
import { tenantQuerySchema } from '../api/tenant-query.ts';
import { resetPasswordRequestSchema, tokenParamsSchema } from '../api/users.ts';
import { defineRoute } from './define-route.ts';

const tags = ['auth'] as const;

const signUpSpec = {
  tenant: 'host',
  access: 'public',
  body: signUpRequestSchema,
  response: authUserSchema,
  errors: [403, 404, 409, 429],
  tags,
  summary: 'A reader creates an account on the portal (when the company allows registration)',
  description:
    'Validated by the registration field rules and the company password policy; answers the new user without a session. The account cannot log in until the link of its confirmation mail (queued in the same transaction) is opened. Throttled per client address and per company (777).',
} as const;

/** The authentication calls. */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    tenant: 'host',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [401, 403, 404, 409, 423],
    tags,
    summary: "Log in an end user of the tenant's company with e-mail or username and password",
  }),
  adminLogin: defineRoute({
    method: 'POST',
    path: '/auth/admin-login',
    tenant: 'none',
    access: 'public',
    body: adminLoginRequestSchema,
    response: adminLoginResponseSchema,
    errors: [401, 403, 409, 423],
    tags,
    summary: 'Log in a system, company or service admin by e-mail and password (administration site)',
    description:
      'An account with a second factor, or one that must have one, answers a `secondFactor` step (`verify` or `enrol`) with a short-lived challenge instead of a session.',
  }),
  authInfo: defineRoute({
    method: 'GET',
    path: '/auth/info',
    tenant: 'optional',
    access: 'signed-in',
    query: authInfoQuerySchema,
    response: authUserSchema,
    errors: [401, 403, 404],
    tags,
    summary: 'The signed-in user, with role, abilities and the tenant the session belongs to',
  }),
  logout: defineRoute({
    method: 'GET',
    path: '/auth/logout',
    tenant: 'optional',
    access: 'signed-in',
    response: z.null(),
    errors: [401, 403],
    tags,
    summary: 'End the calling session; its token is refused afterwards',
  }),
  unlockAccount: defineRoute({
    method: 'PUT',
    path: '/auth/unlock-account/:token',
    tenant: 'none',
    access: 'public',
    params: tokenParamsSchema,
    response: acceptedSchema,
    errors: [400],
    tags,
    summary: 'Lift a login lock-out with the single-use link mailed to the locked account',
    description:
      'The link lifts the lock of the account from the address it was locked from, once, until the lock would have ended; unknown, used and expired links answer INVALID_KEY. Opened from the portal or the administration site.',
  }),
};

/** Account calls made before login: registration and forgot password. */
export const accountRoutes = {
  register: defineRoute({ method: 'POST', path: '/auth/register', ...signUpSpec }),
  signUp: defineRoute({ method: 'POST', path: '/auth/sign-up', ...signUpSpec }),
  forgotPassword: defineRoute({
    method: 'PUT',
    path: '/auth/forgot-password',
    tenant: 'host',
    access: 'public',
    query: forgotPasswordQuerySchema,
    response: acceptedSchema,
    errors: [403, 404],
    tags,
    summary: 'Mail a single-use reset link (always the same answer, whether the address exists or not)',
  }),
  confirmRegistration: defineRoute({
    method: 'PUT',
    path: '/auth/confirm-registration/:token',
    tenant: 'host',
    access: 'public',
    params: tokenParamsSchema,
    query: tenantQuerySchema,
    response: acceptedSchema,
    errors: [400, 404, 409],
    tags,
    summary: 'Confirm a self-registered account with the link mailed to it; it may log in from then on',
    description:
      'Single use, valid 24 hours. Unknown, used, expired and other tenants’ links all answer INVALID_KEY; COMPANY_USER_LIMIT_REACHED when the company has no place left (the link stays usable).',
  }),
  resendConfirmation: defineRoute({
    method: 'PUT',
    path: '/auth/resend-confirmation',
    tenant: 'host',
    access: 'public',
    query: forgotPasswordQuerySchema,
    response: acceptedSchema,
    errors: [403, 404, 429],
    tags,
    summary: 'Mail a new confirmation link to an unconfirmed registration (same answer whether one exists)',
    description:
      'At most one mail per account per minute; every call counts toward the sign-up throttle (777).',
  }),
};

/**
 * The administration site's forgot password: staff accounts (system, company and service admins) by
 * e-mail, on any host; a reader's address is answered the same and mailed nothing.
 */
export const adminAccountRoutes = {
  adminForgotPassword: defineRoute({
    method: 'PUT',
    path: '/auth/admin/forgot-password',
    tenant: 'none',
    access: 'public',
    query: adminForgotPasswordQuerySchema,
    response: acceptedSchema,
    errors: [400],
    tags,
    summary:
      'Mail a staff account a single-use reset link (the same answer whether the address exists or not)',
    description:
      'Only accounts that may open the administration site are mailed, at most once a minute each; the link opens /admin/reset-password and works once, for 60 minutes.',
  }),
  adminCheckResetToken: defineRoute({
    method: 'GET',
    path: '/auth/admin/reset-password/:token',
    tenant: 'none',
    access: 'public',
    params: tokenParamsSchema,
    response: acceptedSchema,
    errors: [400, 403],
    tags,
    summary: 'Whether a staff reset link still works, without using it',
    description:
      'Unknown, used and expired tokens, and tokens of accounts that may not open the administration site, answer INVALID_KEY; a suspended account USER_BLOCKED.',
  }),
  adminResetPassword: defineRoute({
    method: 'PUT',
    path: '/auth/admin/reset-password/:token',
    tenant: 'none',
    access: 'public',
    params: tokenParamsSchema,
    body: resetPasswordRequestSchema,
    response: acceptedSchema,
    errors: [400, 403],
    tags,
    summary: 'Set a staff account’s new password with the link of its reset mail; every session ends',
  }),
};
