import { acceptedSchema, loginResponseSchema } from '../api/auth.ts';
import { companySettingQuerySchema } from '../api/company-settings.ts';
import {
  challengeEnrolmentConfirmSchema,
  challengeEnrolmentDoneSchema,
  challengeEnrolmentStartSchema,
  companySecondFactorSettingSchema,
  companySecondFactorSettingUpdateSchema,
  recoveryCodesSchema,
  secondFactorCodeRequestSchema,
  secondFactorEnrolmentSchema,
  secondFactorRemoveRequestSchema,
  secondFactorResetParamsSchema,
  secondFactorStatusSchema,
  secondFactorVerifyRequestSchema,
} from '../api/second-factor.ts';
import { defineRoute } from './define-route.ts';

const tags = ['auth'] as const;

/**
 * The staff's second factor (TOTP): the sign-in step after the password, the forced enrolment of an
 * account that must have one, the signed-in staff member's own factor, and the system admin's reset.
 */
export const secondFactorRoutes = {
  secondFactorVerify: defineRoute({
    method: 'POST',
    path: '/auth/admin/second-factor/verify',
    tenant: 'none',
    access: 'public',
    body: secondFactorVerifyRequestSchema,
    response: loginResponseSchema,
    errors: [401, 403, 409, 423],
    tags,
    summary: 'Finish a staff sign-in with an authenticator code or a recovery code',
    description:
      'Takes the challenge of a `verify` step of `POST /auth/admin-login` (valid 5 minutes, single use, spent after 5 wrong codes). A code is accepted once per 30-second step; a recovery code once. Wrong codes count toward the login lock-out like wrong passwords.',
  }),
  secondFactorChallengeEnrolment: defineRoute({
    method: 'POST',
    path: '/auth/admin/second-factor/enrolment',
    tenant: 'none',
    access: 'public',
    body: challengeEnrolmentStartSchema,
    response: secondFactorEnrolmentSchema,
    errors: [401],
    tags,
    summary: 'Start the enrolment a staff sign-in requires (no session until it is confirmed)',
    description:
      'Takes the challenge of an `enrol` step of `POST /auth/admin-login` (valid 15 minutes). A new secret replaces one not yet confirmed.',
  }),
  secondFactorChallengeEnrolmentConfirm: defineRoute({
    method: 'POST',
    path: '/auth/admin/second-factor/enrolment/confirm',
    tenant: 'none',
    access: 'public',
    body: challengeEnrolmentConfirmSchema,
    response: challengeEnrolmentDoneSchema,
    errors: [401, 403, 409, 423],
    tags,
    summary: 'Confirm the required enrolment with a first code: the session opens, recovery codes shown once',
  }),
  secondFactorStatus: defineRoute({
    method: 'GET',
    path: '/auth/second-factor',
    tenant: 'none',
    access: 'secondFactor.manage',
    response: secondFactorStatusSchema,
    errors: [401, 403],
    tags,
    summary: 'Whether the signed-in staff member has a second factor, and must',
  }),
  secondFactorEnrolmentStart: defineRoute({
    method: 'POST',
    path: '/auth/second-factor/enrolment',
    tenant: 'none',
    access: 'secondFactor.manage',
    response: secondFactorEnrolmentSchema,
    errors: [401, 403, 409],
    tags,
    summary: 'Start setting up an authenticator: a new secret, its address and QR code',
    description: 'Refused with SECOND_FACTOR_ALREADY_ENROLLED while a confirmed factor exists.',
  }),
  secondFactorEnrolmentConfirm: defineRoute({
    method: 'POST',
    path: '/auth/second-factor/enrolment/confirm',
    tenant: 'none',
    access: 'secondFactor.manage',
    body: secondFactorCodeRequestSchema,
    response: recoveryCodesSchema,
    errors: [401, 403, 409, 423],
    tags,
    summary: 'Confirm the authenticator with its first code; answers the recovery codes once',
  }),
  secondFactorRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/auth/second-factor/recovery-codes',
    tenant: 'none',
    access: 'secondFactor.manage',
    body: secondFactorCodeRequestSchema,
    response: recoveryCodesSchema,
    errors: [401, 403, 409, 423],
    tags,
    summary: 'New recovery codes (the old ones stop working), with a current authenticator code',
  }),
  secondFactorRemove: defineRoute({
    method: 'POST',
    path: '/auth/second-factor/remove',
    tenant: 'none',
    access: 'secondFactor.manage',
    body: secondFactorRemoveRequestSchema,
    response: acceptedSchema,
    errors: [401, 403, 409, 423],
    tags,
    summary: 'Remove the own second factor with the current password',
    description:
      'Refused with SECOND_FACTOR_REQUIRED when the account must keep one; a wrong password counts toward the login lock-out.',
  }),
  secondFactorReset: defineRoute({
    method: 'PUT',
    path: '/auth/admin/second-factor/reset/:userId',
    tenant: 'none',
    access: 'secondFactor.reset',
    params: secondFactorResetParamsSchema,
    response: acceptedSchema,
    errors: [401, 403, 404, 409],
    tags,
    summary: 'Remove the lost second factor of a staff account (system admin); its sessions end',
    description:
      'The account enrols again at its next sign-in when it must have a factor. Written to the audit trail.',
  }),
  companySecondFactorSetting: defineRoute({
    method: 'GET',
    path: '/company/second-factor-setting/detail',
    tenant: 'optional',
    access: 'company.read',
    query: companySettingQuerySchema,
    response: companySecondFactorSettingSchema,
    errors: [401, 403, 404],
    tags: ['company'],
    summary: 'Whether the company’s staff must sign in with a second factor',
    description:
      'Required when the company says so or takes card payments (a payment gateway is set). A system admin names `companyId`.',
  }),
  companySecondFactorSettingUpdate: defineRoute({
    method: 'PUT',
    path: '/company/second-factor-setting/update',
    tenant: 'optional',
    access: 'company.update',
    body: companySecondFactorSettingUpdateSchema,
    response: companySecondFactorSettingSchema,
    errors: [401, 403, 404],
    tags: ['company'],
    summary: 'Require a second factor of the company’s staff, or not',
    description:
      'Staff without a factor enrol at their next sign-in. A company that takes card payments requires it whatever this says.',
  }),
};
