import { z } from 'zod';
import { actions } from '../access/actions.ts';
import { languages, roleLevels } from '../enums.ts';

/** Lowercase hex SHA-256 of the password, computed by the browser. */
export const passwordHashSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: 'validate.passwordHash' });

/** loginType of the end-user login form; staff use POST /auth/admin-login. */
export const USER_LOGIN_TYPE = 4;

/** POST /auth/login — identifier is an e-mail, a username, or either, by the company's account type. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(255),
  password_hash: passwordHashSchema,
  keep_login: z.boolean().default(false),
  login_type: z.number().int().optional(),
  domain: z.string().max(253).optional(),
  path: z.string().max(64).optional(),
  is_mobile_app: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /auth/admin-login — system, company and service admins, on the administration site. */
export const adminLoginRequestSchema = z.object({
  email: z.string().trim().min(1).max(255),
  password_hash: passwordHashSchema,
  keep_login: z.boolean().default(false),
});
export type AdminLoginRequest = z.input<typeof adminLoginRequestSchema>;

/** Who is signed in: GET /auth/info, and part of every login answer. */
export const authUserSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
  /** Tenant the session belongs to: the web app logs out when they differ from the page's. */
  domain: z.string().nullable(),
  path: z.string().nullable(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  name: z.string(),
  lang: z.enum(languages).nullable(),
  roleLevel: z.union(roleLevels.map((v) => z.literal(v))),
  loginType: z.number().int(),
  isSubscribeMail: z.boolean(),
  isReceiveNotify: z.boolean(),
  /** Actions of the policy table the user's role holds (docs/permissions.md): the web shows controls by them. */
  abilities: z.array(z.enum(actions)),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Answer of a successful login. */
export const loginResponseSchema = z.object({
  accessToken: z.string(),
  expireDate: z.iso.datetime({ offset: true }),
  /** Set when older sessions were closed because of the company's sessions-per-user limit. */
  exceededSessionMessage: z.string().nullable(),
  displayMessageExceededSession: z.boolean(),
  appMobileAuthToken: z.string().nullable(),
  user: authUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * `data` of a login refused for a suspended account (USER_BLOCKED), sent only after the right
 * password: whom to ask, the company's e-mail (null for an account of no company, or none set).
 */
export const suspendedAccountDataSchema = z.object({ contactEmail: z.string().nullable() });
export type SuspendedAccountData = z.infer<typeof suspendedAccountDataSchema>;

/** GET /auth/info query. */
export const authInfoQuerySchema = z.object({ servicePath: z.string().max(64).optional() });

/** POST /auth/register and POST /auth/sign-up (same rules): a reader signs up on the portal. */
export const signUpRequestSchema = z.object({
  username: z.string().trim().max(64).optional(),
  email: z.email({ error: 'validate.email' }).max(255),
  password: z.string().min(1).max(128),
  confirm_password: z.string().max(128),
  full_name: z.string().trim().min(1).max(100),
  first_name: z.string().trim().max(64).optional(),
  last_name: z.string().trim().max(64).optional(),
  lang: z.enum(languages).optional(),
  is_subscribe_mail: z.boolean().optional(),
  domain: z.string().max(253).optional(),
  path: z.string().max(64).optional(),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** PUT /auth/forgot-password query. The answer never tells whether the address exists. */
export const forgotPasswordQuerySchema = z.object({
  email: z.string().trim().min(1).max(255),
  domain: z.string().max(253).optional(),
  service_path: z.string().max(64).optional(),
  login_type: z.coerce.number().int().optional(),
});

/** PUT /auth/admin/forgot-password: a staff account is named by its e-mail address alone (no tenant). */
export const adminForgotPasswordQuerySchema = z.object({
  email: z.string().trim().min(1).max(255),
});

export const acceptedSchema = z.object({ accepted: z.literal(true) });
