import { z } from 'zod';
import { loginResponseSchema, passwordHashSchema } from './auth.ts';
import { rowIdSchema } from './row-id.ts';

/** How many recovery codes an enrolment (or a regeneration) hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** An authenticator's code: six digits; spaces an app shows in the middle are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, { error: 'secondFactor.validate.code' }));

/** A recovery code as shown (`abcde-fghij`), in any case, with or without the hyphen and spaces. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, { error: 'secondFactor.validate.recoveryCode' }));

/** The single-use token of a sign-in step (256 bits, URL-safe base64). */
export const challengeTokenSchema = z
  .string()
  .min(20)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * A right password of an account that signs in with a second factor: no session yet. `verify` asks for
 * a code (or a recovery code) with `POST /auth/admin/second-factor/verify`; `enrol` (the account must
 * have a factor and has none) for an enrolment through `/auth/admin/second-factor/enrolment…`.
 */
export const secondFactorStepSchema = z.object({
  secondFactor: z.enum(['verify', 'enrol']),
  challengeToken: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

/** POST /auth/admin-login: a session, or the second-factor step before one. */
export const adminLoginResponseSchema = z.union([loginResponseSchema, secondFactorStepSchema]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** POST /auth/admin/second-factor/verify: exactly one of `code` and `recoveryCode`. */
export const secondFactorVerifyRequestSchema = z
  .object({
    challengeToken: challengeTokenSchema,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    path: ['code'],
    error: 'secondFactor.validate.codeOrRecovery',
  });

/** A new, unconfirmed authenticator: what the authenticator app needs (shown once, until confirmed). */
export const secondFactorEnrolmentSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** The recovery codes, in clear, answered once (enrolment confirmed, codes regenerated). */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /auth/admin/second-factor/enrolment: the challenge of an `enrol` step. */
export const challengeEnrolmentStartSchema = z.object({ challengeToken: challengeTokenSchema });

/** POST /auth/admin/second-factor/enrolment/confirm. */
export const challengeEnrolmentConfirmSchema = z.object({
  challengeToken: challengeTokenSchema,
  code: totpCodeSchema,
});

/** A forced enrolment done: the session it opens and the recovery codes, shown once. */
export const challengeEnrolmentDoneSchema = recoveryCodesSchema.extend({ login: loginResponseSchema });

/** GET /auth/second-factor: the signed-in staff member's own factor. */
export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether the account must keep one (the company's rule, or the system admins' rule). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /auth/second-factor/enrolment/confirm and POST /auth/second-factor/recovery-codes. */
export const secondFactorCodeRequestSchema = z.object({ code: totpCodeSchema });

/** POST /auth/second-factor/remove: the current password, as at login. */
export const secondFactorRemoveRequestSchema = z.object({ password_hash: passwordHashSchema });

/** PUT /auth/admin/second-factor/reset/:userId (system admin). */
export const secondFactorResetParamsSchema = z.object({ userId: rowIdSchema });

/** GET and PUT /company/second-factor-setting/…: whether the company's staff must use a second factor. */
export const companySecondFactorSettingSchema = z.object({
  companyId: z.number().int(),
  /** The company's own switch. */
  staffSecondFactorRequired: z.boolean(),
  /** The company takes card payments (a payment gateway is set), which requires it whatever the switch. */
  takesCardPayments: z.boolean(),
  /** What applies: the switch, or card payments. */
  effective: z.boolean(),
});
export type CompanySecondFactorSetting = z.infer<typeof companySecondFactorSettingSchema>;

export const companySecondFactorSettingUpdateSchema = z.object({
  companyId: rowIdSchema.optional(),
  staffSecondFactorRequired: z.boolean(),
});
export type CompanySecondFactorSettingUpdate = z.infer<typeof companySecondFactorSettingUpdateSchema>;
